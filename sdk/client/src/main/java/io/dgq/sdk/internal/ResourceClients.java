package io.dgq.sdk.internal;

import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;

/**
 * Builds the implementations of the resource client interfaces from the operations declared in
 * {@link ApiOperations}: one proxy for the plain view, whose {@code withRawResponse()} answers a proxy for the
 * nested {@code WithRawResponse} view. The asynchronous twin of a client (say {@code DomainsAsyncClient} of
 * {@code DomainsClient}, in the same package) is built from the same declarations, with the asynchronous runner.
 * Every method of every view is checked against its declaration when the client is built. Internal.
 */
public final class ResourceClients {

    private static final String CLIENT = "Client";
    private static final String ASYNC_CLIENT = "AsyncClient";

    private ResourceClients() {}

    /**
     * Builds a resource client that sends its calls through a transport, blocking the caller until the answer.
     *
     * @param client the client interface, for example {@code DomainsClient.class}
     * @param transport the client's transport
     * @param <C> the client interface
     * @return the client, thread-safe
     * @throws IllegalArgumentException if {@code client} is not a resource client
     * @throws IllegalStateException if the interface and its declarations do not fit each other
     */
    public static <C> C create(Class<C> client, Transport transport) {
        return create(client, ApiOperations.of(client), CallRunner.blocking(call -> call.send(transport)));
    }

    /**
     * Builds the asynchronous twin of a resource client, whose methods answer {@code CompletableFuture}s.
     *
     * @param asyncClient the asynchronous interface, for example {@code DomainsAsyncClient.class}
     * @param transport the client's transport
     * @param <C> the asynchronous interface
     * @return the client, thread-safe
     * @throws IllegalArgumentException if {@code asyncClient} is not the twin of a resource client
     * @throws IllegalStateException if the interface and the declarations do not fit each other
     */
    public static <C> C createAsync(Class<C> asyncClient, Transport transport) {
        return create(asyncClient, ApiOperations.of(blockingTwin(asyncClient)), CallRunner.async(transport));
    }

    /**
     * Returns the asynchronous twin of a resource client: the interface of the same package and name, with
     * {@code AsyncClient} for {@code Client}.
     *
     * @param client a resource client, for example {@code DomainsClient.class}
     * @return its twin, for example {@code DomainsAsyncClient.class}
     * @throws IllegalArgumentException if there is none
     */
    public static Class<?> asyncTwin(Class<?> client) {
        return sibling(client, CLIENT, ASYNC_CLIENT);
    }

    /**
     * Returns the resource client whose twin an asynchronous client is.
     *
     * @param asyncClient an asynchronous client, for example {@code DomainsAsyncClient.class}
     * @return the resource client, for example {@code DomainsClient.class}
     * @throws IllegalArgumentException if there is none
     */
    public static Class<?> blockingTwin(Class<?> asyncClient) {
        return sibling(asyncClient, ASYNC_CLIENT, CLIENT);
    }

    private static Class<?> sibling(Class<?> type, String suffix, String replacement) {
        String name = type.getName();
        if (!name.endsWith(suffix)) {
            throw new IllegalArgumentException(name + " does not end in " + suffix);
        }
        String twin = name.substring(0, name.length() - suffix.length()) + replacement;
        try {
            return Class.forName(twin, false, type.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException(name + " has no twin " + twin, e);
        }
    }

    /** Builds a client whose calls go through a runner: the seam for the views and for tests. */
    static <C> C create(Class<C> client, List<ApiOperation> operations, CallRunner runner) {
        Class<?> rawView = rawView(client);
        Object raw = proxy(rawView, new OperationHandler(rawView, operations, runner, Map.of()));
        return client.cast(proxy(client, new OperationHandler(client, operations, runner, Map.of(rawView, raw))));
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
