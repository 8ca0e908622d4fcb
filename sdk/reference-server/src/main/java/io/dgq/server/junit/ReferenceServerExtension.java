package io.dgq.server.junit;

import io.dgq.sdk.DgqClient;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import java.util.Objects;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Runs one {@link ReferenceServer} per test class, returns it to its seed before each test, and injects test method
 * parameters: a ready {@link DgqClient}, the {@link ReferenceServer} itself, and {@code String} parameters annotated
 * {@link DgqBaseUrl} or {@link DgqApiToken}.
 *
 * <pre>{@code
 * @ExtendWith(ReferenceServerExtension.class)            // an empty server
 * class DomainTest {
 *     @Test
 *     void createsADomain(DgqClient client) { ... }
 * }
 *
 * class DemoTest {
 *     @RegisterExtension
 *     static final ReferenceServerExtension SERVER = ReferenceServerExtension.withSeed(Seed.DEMO);
 *
 *     @Test
 *     void listsDomains(DgqClient client, @DgqBaseUrl String baseUrl, @DgqApiToken String token) { ... }
 * }
 * }</pre>
 *
 * <p>Before each test the server is {@linkplain ReferenceServer#reset() reset}: its seed data, no injected
 * {@linkplain ReferenceServer#faults() fault}, an empty {@linkplain ReferenceServer#journal() journal}. A test
 * injects faults and checks what was sent through the {@link ReferenceServer} parameter.
 *
 * <p>The tests of a class share its server, so they must not run concurrently with each other (JUnit's default);
 * test classes may run in parallel, each with its own server.
 */
public final class ReferenceServerExtension implements BeforeEachCallback, AfterAllCallback, ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(ReferenceServerExtension.class);

    private final Seed seed;
    private final boolean lenient;

    /** An extension whose servers start empty and refuse unknown fields; the form {@code @ExtendWith} uses. */
    public ReferenceServerExtension() {
        this(Seed.EMPTY, false);
    }

    private ReferenceServerExtension(Seed seed, boolean lenient) {
        this.seed = Objects.requireNonNull(seed, "seed");
        this.lenient = lenient;
    }

    /**
     * An extension whose servers start with, and reset to, a seed.
     *
     * @param seed the data of each test's start
     * @return a new extension
     */
    public static ReferenceServerExtension withSeed(Seed seed) {
        return new ReferenceServerExtension(seed, false);
    }

    /**
     * The same extension with servers that ignore unknown fields in request bodies instead of refusing them.
     *
     * @return a new extension
     */
    public ReferenceServerExtension lenient() {
        return new ReferenceServerExtension(seed, true);
    }

    /**
     * Starts the test class's server on first use, and returns it to its seed, without faults, with an empty
     * journal.
     *
     * @param context the test's context
     */
    @Override
    public void beforeEach(ExtensionContext context) {
        running(context).server().reset();
    }

    /**
     * Stops the test class's server and closes its client.
     *
     * @param context the test class's context
     */
    @Override
    public void afterAll(ExtensionContext context) {
        Running running = classContext(context).getStore(NAMESPACE).remove(Running.class, Running.class);
        if (running != null) {
            running.close();
        }
    }

    /**
     * Whether a parameter is one this extension fills.
     *
     * @param parameter the parameter
     * @param context the test's context
     * @return {@code true} for {@link DgqClient}, {@link ReferenceServer} and annotated {@code String} parameters
     */
    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        if (type == DgqClient.class || type == ReferenceServer.class) {
            return true;
        }
        return type == String.class
                && (parameter.isAnnotated(DgqBaseUrl.class) || parameter.isAnnotated(DgqApiToken.class));
    }

    /**
     * Fills a parameter.
     *
     * @param parameter the parameter
     * @param context the test's context
     * @return the client, the server, the base URL or a fresh API token
     * @throws ParameterResolutionException for a parameter this extension does not fill
     */
    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        Running running = running(context);
        Class<?> type = parameter.getParameter().getType();
        if (type == DgqClient.class) {
            return running.client();
        }
        if (type == ReferenceServer.class) {
            return running.server();
        }
        if (parameter.isAnnotated(DgqBaseUrl.class)) {
            return running.server().baseUrl();
        }
        if (parameter.isAnnotated(DgqApiToken.class)) {
            return running.server().apiToken();
        }
        throw new ParameterResolutionException("ReferenceServerExtension cannot fill " + parameter.getParameter());
    }

    private Running running(ExtensionContext context) {
        return classContext(context).getStore(NAMESPACE).getOrComputeIfAbsent(Running.class, key -> start(),
                Running.class);
    }

    private Running start() {
        ReferenceServer server = ReferenceServer.builder().seed(seed).lenient(lenient).start();
        DgqClient client = DgqClient.builder().baseUrl(server.baseUrl()).apiToken(server.apiToken()).build();
        return new Running(server, client);
    }

    /** The context of the test class, where the server lives; one server per class, nested classes included. */
    private static ExtensionContext classContext(ExtensionContext context) {
        ExtensionContext current = context;
        while (current.getTestMethod().isPresent() && current.getParent().isPresent()) {
            current = current.getParent().get();
        }
        return current;
    }

    /** A started server and its client, closed together with the test class's store. */
    private record Running(ReferenceServer server, DgqClient client) implements AutoCloseable {

        @Override
        public void close() {
            try {
                client.close();
            } finally {
                server.close();
            }
        }
    }
}
