package io.dgq.server.junit;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.DgqClientBuilder;
import io.dgq.sdk.http.HttpTransport;
import io.dgq.server.ReferenceServer;
import io.dgq.server.Seed;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
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
 * <p>{@link #inProcess()} starts servers without a port and gives the client an in-process transport into them.
 *
 * <p>Before each test the server is {@linkplain ReferenceServer#reset() reset}: its seed data, no injected
 * {@linkplain ReferenceServer#faults() fault}, an empty {@linkplain ReferenceServer#journal() journal}. A test
 * injects faults and checks what was sent through the {@link ReferenceServer} parameter.
 *
 * <p>The tests of a class share its server, so they must not run concurrently with each other (JUnit's default);
 * test classes may run in parallel, each with its own server.
 *
 * <p>The server starts before the class's tests ({@code beforeAll}) and stops after them ({@code afterAll}). In
 * between, the static {@link #baseUrl()} and {@link #apiToken()} give its address and a token to code that cannot
 * take parameters, such as a Spring {@code @DynamicPropertySource} method:
 *
 * <pre>{@code
 * @DynamicPropertySource
 * static void dgqProperties(DynamicPropertyRegistry registry) {
 *     registry.add("dgq.base-url", ReferenceServerExtension::baseUrl);
 *     registry.add("dgq.api-token", ReferenceServerExtension::apiToken);
 * }
 * }</pre>
 */
public final class ReferenceServerExtension
        implements BeforeAllCallback, BeforeEachCallback, AfterAllCallback, ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(ReferenceServerExtension.class);

    /** The servers of this extension now running, for the static accessors. */
    private static final Set<Running> RUNNING = ConcurrentHashMap.newKeySet();

    private final Seed seed;
    private final boolean lenient;
    private final boolean https;
    private final boolean inProcess;

    /** An extension whose servers start empty and refuse unknown fields; the form {@code @ExtendWith} uses. */
    public ReferenceServerExtension() {
        this(Seed.EMPTY, false, false, false);
    }

    private ReferenceServerExtension(Seed seed, boolean lenient, boolean https, boolean inProcess) {
        this.seed = Objects.requireNonNull(seed, "seed");
        this.lenient = lenient;
        this.https = https;
        this.inProcess = inProcess;
    }

    /**
     * An extension whose servers start with, and reset to, a seed.
     *
     * @param seed the data of each test's start
     * @return a new extension
     */
    public static ReferenceServerExtension withSeed(Seed seed) {
        return new ReferenceServerExtension(seed, false, false, false);
    }

    /**
     * The same extension with servers that ignore unknown fields in request bodies instead of refusing them.
     *
     * @return a new extension
     */
    public ReferenceServerExtension lenient() {
        return new ReferenceServerExtension(seed, true, https, inProcess);
    }

    /**
     * The same extension with servers that speak https (with a certificate made at start, see
     * {@link ReferenceServer.Builder#https()}), and a {@link DgqClient} that trusts it.
     *
     * @return a new extension
     */
    public ReferenceServerExtension https() {
        return new ReferenceServerExtension(seed, lenient, true, inProcess);
    }

    /**
     * The same extension with servers that open no port, and a {@link DgqClient} that reaches them in-process (see
     * {@link ReferenceServer#inProcessTransport()}): no socket, no HTTP encoding, the same answers, faults, journal
     * and authentication. The {@link DgqBaseUrl} parameter and {@link #baseUrl()} are then
     * {@value ReferenceServer#IN_PROCESS_BASE_URL}, which only an in-process transport reaches; {@link #https()}
     * has no effect on the client, which speaks no TLS in-process.
     *
     * @return a new extension
     */
    public ReferenceServerExtension inProcess() {
        return new ReferenceServerExtension(seed, lenient, https, true);
    }

    /**
     * The base URL of the running server of this extension, such as {@code http://127.0.0.1:53117}, without
     * {@code /api/v1}.
     *
     * @return the base URL
     * @throws IllegalStateException when no server of the extension is running (outside a test class that
     *     registers it, before its {@code beforeAll} or after its {@code afterAll}), or when several are (test
     *     classes run in parallel; inject a {@link DgqBaseUrl} parameter instead)
     */
    public static String baseUrl() {
        return onlyRunning("baseUrl").server().baseUrl();
    }

    /**
     * A fresh API token of the running server of this extension, valid for a day.
     *
     * @return the JWT, for {@code Authorization: Bearer <token>}
     * @throws IllegalStateException when no server of the extension is running, or when several are (see
     *     {@link #baseUrl()})
     */
    public static String apiToken() {
        return onlyRunning("apiToken").server().apiToken();
    }

    private static Running onlyRunning(String what) {
        List<Running> running = List.copyOf(RUNNING);
        if (running.isEmpty()) {
            throw new IllegalStateException("ReferenceServerExtension." + what + "() needs a running server: it "
                    + "answers between the beforeAll and the afterAll of a test class that registers the extension");
        }
        if (running.size() > 1) {
            throw new IllegalStateException("ReferenceServerExtension." + what + "() is ambiguous: " + running.size()
                    + " servers of the extension are running (test classes in parallel); inject a @DgqBaseUrl or "
                    + "@DgqApiToken parameter instead");
        }
        return running.get(0);
    }

    /**
     * Starts the test class's server, so that it runs before other extensions read {@link #baseUrl()}.
     *
     * @param context the test class's context
     */
    @Override
    public void beforeAll(ExtensionContext context) {
        running(context);
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
        return classContext(context)
                .getStore(NAMESPACE)
                .getOrComputeIfAbsent(Running.class, key -> start(), Running.class);
    }

    private Running start() {
        ReferenceServer.Builder builder = ReferenceServer.builder().seed(seed).lenient(lenient);
        ReferenceServer server =
                (https ? builder.https() : builder).listen(!inProcess).start();
        DgqClientBuilder clientBuilder =
                DgqClient.builder().baseUrl(server.baseUrl()).apiToken(server.apiToken());
        HttpTransport transport = null;
        if (inProcess) {
            transport = server.inProcessTransport();
            clientBuilder.transport(transport);
        } else if (https) {
            clientBuilder.tls(server.sslSocketFactory(), server.trustManager());
        }
        DgqClient client = clientBuilder.build();
        Running running = new Running(server, client, transport);
        RUNNING.add(running);
        return running;
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
    private record Running(ReferenceServer server, DgqClient client, HttpTransport transport) implements AutoCloseable {

        @Override
        public void close() {
            RUNNING.remove(this);
            try {
                client.close();
                if (transport != null) {
                    transport.close();
                }
            } finally {
                server.close();
            }
        }
    }
}
