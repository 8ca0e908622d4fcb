package io.dgq.server.internal.data.store;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The field names of a store's records, each with its position in a record's values. A layout never changes; a
 * store that meets a new field moves to a longer layout, so positions stay valid for every record.
 */
public final class RecordLayout {

    static final RecordLayout EMPTY = new RecordLayout(new String[0]);

    private final String[] names;
    private final Map<String, Integer> positions;

    private RecordLayout(String[] names) {
        this.names = names;
        this.positions = new HashMap<>(names.length * 2);
        for (int i = 0; i < names.length; i++) {
            positions.put(names[i], i);
        }
    }

    /** The position of a field, or -1 when no record of the store has had it. */
    public int index(String name) {
        Integer position = positions.get(name);
        return position == null ? -1 : position;
    }

    int size() {
        return names.length;
    }

    String name(int index) {
        return names[index];
    }

    /** This layout, or a longer one, holding a field. */
    RecordLayout with(String name) {
        if (positions.containsKey(name)) {
            return this;
        }
        String[] longer = Arrays.copyOf(names, names.length + 1);
        longer[names.length] = name;
        return new RecordLayout(longer);
    }
}
