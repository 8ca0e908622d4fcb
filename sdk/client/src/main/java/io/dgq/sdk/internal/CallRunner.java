package io.dgq.sdk.internal;

import io.dgq.sdk.DgqResponse;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * How a view of the resource clients runs its calls and hands back their answers. The blocking views run each
 * call on the caller's thread and return its answer. The asynchronous views start the call and return a
 * {@link CompletableFuture} of the answer: their runner maps a method's declared return type (say
 * {@code CompletableFuture<Domain>}) to the answer's type ({@code Domain}), against which the method is checked and
 * bound. Both send the same bound call through the same transport. The arguments are checked before the runner is
 * called, so a bad argument fails at once in every view. Internal.
 */
@FunctionalInterface
public interface CallRunner {

    /**
     * Runs a call, or starts it.
     *
     * @param call the bound call
     * @param answer makes what the method returns (the data, or the envelope) of the call's envelope
     * @return what the method returns, or a future of it
     */
    Object run(ApiOperation.Call call, Function<? super DgqResponse<?>, ?> answer);

    /**
     * Returns the type of the answer a method hands back, given its declared return type.
     *
     * @param returnType the method's generic return type
     * @return the type of the data or envelope the call answers; the blocking runner answers it as it is
     */
    default Type answerType(Type returnType) {
        return returnType;
    }

    /**
     * Returns the runner of the blocking views.
     *
     * @param exchange sends a bound call and answers its envelope: the transport, or a test's double
     * @return the runner
     */
    static CallRunner blocking(Function<ApiOperation.Call, DgqResponse<?>> exchange) {
        return (call, answer) -> answer.apply(exchange.apply(call));
    }

    /**
     * Returns the runner of the asynchronous views, whose methods answer a {@code CompletableFuture}; a
     * {@code CompletableFuture<Void>} is the twin of a blocking method that answers nothing.
     *
     * @param transport sends each call with OkHttp's asynchronous calls
     * @return the runner
     */
    static CallRunner async(Transport transport) {
        return new CallRunner() {
            @Override
            @SuppressWarnings("FutureReturnValueIgnored") // the future is the answer, handed to the caller
            public Object run(ApiOperation.Call call, Function<? super DgqResponse<?>, ?> answer) {
                return call.sendAsync(transport, answer);
            }

            @Override
            public Type answerType(Type returnType) {
                return futureOf(returnType);
            }
        };
    }

    /**
     * Returns what a {@code CompletableFuture} type completes with, {@code void} for {@code Void}.
     *
     * @param returnType a method's generic return type
     * @return the type argument of a {@code CompletableFuture}; any other type as it is, which then fits no
     *     declaration
     */
    static Type futureOf(Type returnType) {
        if (returnType instanceof ParameterizedType parameterized
                && parameterized.getRawType() == CompletableFuture.class) {
            Type answer = parameterized.getActualTypeArguments()[0];
            return answer == Void.class ? void.class : answer;
        }
        return returnType;
    }
}
