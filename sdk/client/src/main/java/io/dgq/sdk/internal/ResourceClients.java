package io.dgq.sdk.internal;

import io.dgq.sdk.DgqResponse;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Builds the implementations of the resource client interfaces from the operations declared in
 * {@link ApiOperations}: one proxy for the plain view, whose {@code withRawResponse()} answers a proxy for the
 * nested {@code WithRawResponse} view. Every method of both is checked against its declaration when the client
 * is built. Internal.
 */
public final class ResourceClients {

    private ResourceClients() {
    }

    /**
     * Builds a resource client that sends its calls through a transport.
     *
     * @param client the client interface, for example {@code DomainsClient.class}
     * @param transport the client's transport
     * @param <C> the client interface
     * @return the client, thread-safe
     * @throws IllegalArgumentException if {@code client} is not a resource client
     * @throws IllegalStateException if the interface and its declarations do not fit each other
     */
    public static <C> C create(Class<C> client, Transport transport) {
        return create(client, ApiOperations.of(client), call -> call.send(transport), CallRunner.BLOCKING);
    }

    /** Builds a client whose calls go through an exchange and a runner: the seam for other views and tests. */
    static <C> C create(Class<C> client, List<ApiOperation> operations,
                        Function<ApiOperation.Call, DgqResponse<?>> exchange, CallRunner runner) {
        Class<?> rawView = rawView(client);
        Object raw = proxy(rawView, new OperationHandler(rawView, operations, exchange, runner, Map.of()));
        return client.cast(proxy(client, new OperationHandler(client, operations, exchange, runner,
                Map.of(rawView, raw))));
    }

    private static Class<?> rawView(Class<?> client) {
        for (Class<?> nested : client.getDeclaredClasses()) {
            if (nested.isInterface() && nested.getSimpleName().equals("WithRawResponse")) {
                return nested;
            }
        }
        throw new IllegalStateException(client.getName() + " has no nested WithRawResponse interface");
    }

    private static Object proxy(Class<?> view, OperationHandler handler) {
        return Proxy.newProxyInstance(view.getClassLoader(), new Class<?>[] {view}, handler);
    }
}
