package io.dgq.server.internal.support;

import io.dgq.server.snapshot.IdGenerator;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The ids of new records: a run of the server's {@link IdGenerator}, started again on reset, skipping any id a
 * stored record already has (a restored snapshot may hold ids the run will meet).
 */
public final class RecordIds {

    private final IdGenerator generator;
    private volatile Supplier<String> run;
    private volatile Predicate<String> taken = id -> false;

    public RecordIds(IdGenerator generator) {
        this.generator = generator;
        this.run = generator.start();
    }

    /** Random ids, for workspaces outside a server. */
    public static RecordIds random() {
        return new RecordIds(IdGenerator.random());
    }

    /** Tells which ids are in use; set once the workspace is wired. */
    public void takenWhen(Predicate<String> inUse) {
        this.taken = inUse;
    }

    /** Starts the generator's sequence again from its first id. */
    public void restart() {
        this.run = generator.start();
    }

    /** The next id of the run that no stored record has. */
    public String next() {
        Supplier<String> ids = run;
        String id = ids.get();
        while (taken.test(id)) {
            id = ids.get();
        }
        return id;
    }
}
