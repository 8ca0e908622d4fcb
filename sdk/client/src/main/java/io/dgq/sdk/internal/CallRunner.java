package io.dgq.sdk.internal;

import java.lang.reflect.Type;
import java.util.function.Supplier;

/**
 * How a view of the resource clients runs its calls and hands back their answers. The blocking views run each
 * call on the caller's thread and return its answer. A view whose methods answer later plugs in another runner: it
 * maps a method's declared return type (say {@code CompletableFuture<Domain>}) to the answer's type
 * ({@code Domain}), against which the method is checked and bound, and runs the call elsewhere. The arguments are
 * checked before the runner is called, so a bad argument fails at once in every view. Internal.
 */
@FunctionalInterface
public interface CallRunner {

    /** Runs each call on the caller's thread and returns its answer. */
    CallRunner BLOCKING = Supplier::get;

    /**
     * Runs a call, or arranges for it to run.
     *
     * @param call sends the request and answers the data or the envelope the method promises
     * @return what the method returns
     */
    Object run(Supplier<?> call);

    /**
     * Returns the type of the answer a method hands back, given its declared return type.
     *
     * @param returnType the method's generic return type
     * @return the type of the data or envelope the call answers; the blocking runner answers it as it is
     */
    default Type answerType(Type returnType) {
        return returnType;
    }
}
