package io.dgq.server;

import io.dgq.server.internal.json.Json;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.security.CodeSource;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs a {@link ReferenceServer} from the command line. The first two lines on standard output are
 * {@code DGQ_BASE_URL=http://127.0.0.1:<port>} and {@code DGQ_API_TOKEN=<jwt>}, then, unless {@code --no-admin},
 * {@code DGQ_ADMIN_TOKEN=<token>} of the administration API under {@code /__admin}; the server stops on SIGTERM or
 * Ctrl-C. When it runs out of memory it says so on standard error and exits with status 3, rather than live on
 * without answering.
 */
public final class ReferenceServerMain {

    /** The exit status when the server ran out of memory. */
    static final int EXIT_OUT_OF_MEMORY = 3;

    /** The exit status of a proxy run with {@code --fail-on-drift} whose upstream drifted from the document. */
    static final int EXIT_DRIFT = 4;

    /** What the command line asks for. */
    enum Action {
        /** Run the server. */
        SERVE,
        /** Print the usage. */
        HELP,
        /** Print the version. */
        VERSION
    }

    /**
     * A parsed command line.
     *
     * @param action what to do
     * @param builder the configured server, for {@link Action#SERVE}
     * @param certificateOut where to write the certificate clients trust, or {@code null}
     * @param warnings what to tell the user on standard error before starting, such as a secret given on the
     *     command line; never holds a secret
     */
    record Invocation(Action action, ReferenceServer.Builder builder, Path certificateOut, List<String> warnings) {

        Invocation {
            warnings = List.copyOf(warnings);
        }

        Invocation(Action action, ReferenceServer.Builder builder) {
            this(action, builder, null, List.of());
        }
    }

    /** The environment variable holding the JWT secret, the safe alternative to {@code --jwt-secret}. */
    static final String JWT_SECRET_VARIABLE = "DGQ_JWT_SECRET";

    /** The environment variable holding the admin token, the safe alternative to {@code --admin-token}. */
    static final String ADMIN_TOKEN_VARIABLE = "DGQ_ADMIN_TOKEN";

    private static final String OPTIONS = String.join(
            System.lineSeparator(),
            "  --host HOST             address to listen on (default 127.0.0.1)",
            "  --port PORT             port, 0 for any free port (default 0)",
            "  --jwt-secret-file FILE  HS256 secret of API tokens, read from FILE (default: a random one); or set",
            "                          DGQ_JWT_SECRET. --jwt-secret SECRET also works, but every local user can",
            "                          read a command line",
            "  --seed demo|empty       initial data (default empty)",
            "  --seed-file FILE        start from, and reset to, a snapshot saved from the server",
            "  --max-body-bytes N      largest request body in bytes (default 8388608)",
            "  --max-body-bytes-in-flight N",
            "                          request bytes all connections may hold in memory at once; a request past",
            "                          it is answered 503 (default: a quarter of the maximum heap)",
            "  --head-timeout T        time to send a request's line and headers (default 10s)",
            "  --body-timeout T        time to send a request's body, and to read an answer (default 30s)",
            "  --idle-timeout T        an idle kept-alive connection is closed after T (default 60s)",
            "  --max-connections N     connections served at once; more are answered 503 (default 4096)",
            "  --rate-limit N          answer 429 beyond N requests per second per token (default: no limit)",
            "  --max-records N         most stored records; more creates answer 507 (default 5000000)",
            "  --heap-watermark PCT    refuse writes (507) while live heap is above PCT% of -Xmx, 100 = off"
                    + " (default 85)",
            "  --lenient               ignore unknown fields in request bodies instead of refusing them",
            "  --token-ttl T           lifetime of the API token printed at start (default 24h)",
            "  --journal-capacity N    requests kept for GET /__admin/requests, 0 for none (default 1000)",
            "  --admin-token-file FILE token of the admin API under /__admin, read from FILE (default: a random",
            "                          one); or set DGQ_ADMIN_TOKEN. --admin-token TOKEN also works, but every",
            "                          local user can read a command line",
            "  --no-admin              turn the admin API off; GET /__admin/health still answers",
            "  --https                 speak https only, with a certificate made at start for localhost,",
            "                          127.0.0.1 and ::1 (and --host), signed by a certificate authority made with it",
            "  --tls-cert FILE         speak https with this PEM certificate chain (server's first); needs --tls-key",
            "  --tls-key FILE          the PEM private key (PKCS#8, BEGIN PRIVATE KEY) of --tls-cert",
            "  --tls-ca-out FILE       with https, write the certificate clients trust to FILE (PEM), such as for",
            "                          curl --cacert FILE; written anew (owner-only), never through a symbolic link",
            "  --no-http2              speak HTTP/1.1 alone; by default HTTP/2 is spoken too, over https when the",
            "                          client offers h2 (ALPN), on plain http with prior knowledge (h2c)",
            "  --proxy-to URL          forward each API call to this one upstream, https://host[:port][/base],",
            "                          with the caller's own Authorization, and check every answer against the",
            "                          published document (drift); other paths answer 404",
            "  --drift-report FILE     with --proxy-to, write the drift report as JSON to FILE on exit (and on",
            "                          POST /__admin/drift)",
            "  --fail-on-drift         with --proxy-to, on stop exit with status " + EXIT_DRIFT + " when drift was",
            "                          found, else 0",
            "  --proxy-ca-file FILE    trust these PEM certificate authorities for the upstream, not the JVM's",
            "  --proxy-allow-http      allow a plain-http upstream that is not loopback",
            "  --record FILE           in proxy mode, record the records of the upstream's answers, redacted, and",
            "                          write them as a snapshot to FILE on stop (--seed-file FILE replays it)",
            "  --redact-field NAME     a member whose values a recording replaces with fakes; repeatable",
            "  --version               print the version",
            "  --help                  print this help",
            "",
            "Times T are a number of seconds, or a number with ms, s, m, h or d, such as 500ms or 24h. The first",
            "lines on standard output are DGQ_BASE_URL=..., DGQ_API_TOKEN=... and DGQ_ADMIN_TOKEN=... (not with",
            "--no-admin). If the server runs out of memory it prints a message on standard error and",
            "exits with status " + EXIT_OUT_OF_MEMORY + ".");

    private static final Pattern DURATION = Pattern.compile("(\\d{1,9})(ms|s|m|h|d)?");

    private ReferenceServerMain() {}

    /**
     * Starts the server and waits until the process is stopped.
     *
     * @param args the command-line flags
     */
    public static void main(String[] args) {
        Invocation invocation;
        try {
            invocation = command(args);
        } catch (IllegalArgumentException | UncheckedIOException e) {
            System.err.println("error: " + e.getMessage());
            System.err.println(usage());
            System.exit(2);
            return;
        }
        if (invocation.action() == Action.HELP) {
            System.out.println(usage());
            return;
        }
        if (invocation.action() == Action.VERSION) {
            System.out.println("dgq-reference-server " + ReferenceServer.version());
            return;
        }
        invocation.warnings().forEach(warning -> System.err.println("warning: " + warning));
        Thread warmUp = new Thread(ReferenceServerMain::warmUp, "dgq-warm-up");
        warmUp.setDaemon(true);
        warmUp.start();
        Thread.setDefaultUncaughtExceptionHandler((thread, failure) -> {
            if (failure instanceof OutOfMemoryError outOfMemory) {
                outOfMemory(outOfMemory);
            }
            System.err.print("Exception in thread \"" + thread.getName() + "\" ");
            failure.printStackTrace();
        });
        ReferenceServer server;
        try {
            server = invocation
                    .builder()
                    .onOutOfMemory(ReferenceServerMain::outOfMemory)
                    .start();
        } catch (UncheckedIOException e) {
            System.err.println("error: " + cannotListen(e));
            System.exit(1);
            return;
        } catch (IllegalArgumentException e) {
            // what a flag named turned out wrong on reading it, such as a --proxy-ca-file without certificates
            System.err.println("error: " + e.getMessage());
            System.exit(2);
            return;
        }
        if (invocation.certificateOut() != null) {
            try {
                writeAnew(invocation.certificateOut(), server.certificatePem().getBytes(StandardCharsets.US_ASCII));
            } catch (IOException e) {
                server.close();
                System.err.println("error: cannot write --tls-ca-out " + invocation.certificateOut() + ": "
                        + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
                System.exit(1);
                return;
            }
        }
        PrintStream out = System.out;
        boolean proxy = invocation.builder().proxyTo != null;
        out.println("DGQ_BASE_URL=" + server.baseUrl());
        if (!proxy) {
            out.println("DGQ_API_TOKEN=" + server.apiToken()); // a proxy's callers send their own token
        }
        if (server.adminApiEnabled()) {
            out.println("DGQ_ADMIN_TOKEN=" + server.adminToken());
        }
        out.println("DGQ reference server listening on " + server.baseUrl() + "/api/v1"
                + (proxy ? ", proxying to " + invocation.builder().proxyTo.getHost() : ""));
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            boolean failOnDrift = invocation.builder().failOnDrift;
                            int status = stop(server, proxy, failOnDrift);
                            stopped.countDown();
                            // under --fail-on-drift the status tells a script the outcome, 0 included, rather than
                            // the signal's 143
                            if (status != 0 || failOnDrift) {
                                Runtime.getRuntime().halt(status);
                            }
                        },
                        "dgq-shutdown"));
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Stops the server: closes it (which writes the drift report of a proxy), prints the drift summary of a proxy and
     * that it stopped.
     *
     * @return the exit status the process should end with: {@link #EXIT_DRIFT} for drift under
     *     {@code --fail-on-drift}, else 0
     */
    static int stop(ReferenceServer server, boolean proxy, boolean failOnDrift) {
        int status = 0;
        try {
            server.close();
        } catch (UncheckedIOException e) {
            System.err.println("error: " + e.getMessage());
            status = 1;
        }
        if (proxy) {
            DriftReport drift = server.drift();
            System.out.println(drift.summary());
            if (failOnDrift && !drift.isEmpty()) {
                status = EXIT_DRIFT;
            }
        }
        System.out.println("DGQ reference server stopped");
        System.out.flush();
        return status;
    }

    /**
     * Stops the process on an out-of-memory error: its state can no longer be trusted, and a server that stays up
     * without answering is worse than one that stops. Halts without shutdown hooks, which might need memory too.
     */
    static void outOfMemory(OutOfMemoryError error) {
        try {
            System.err.println("fatal: DGQ reference server ran out of memory (" + error.getMessage()
                    + ") and stops; give the JVM more heap with -Xmx or lower --max-body-bytes");
            System.err.flush();
        } finally {
            Runtime.getRuntime().halt(EXIT_OUT_OF_MEMORY);
        }
    }

    /** Why the server could not start listening, in one line; a port in use suggests {@code --port 0}. */
    static String cannotListen(UncheckedIOException e) {
        if (e.getCause() instanceof BindException) {
            return e.getMessage() + ": the address is already in use; choose another port with --port, or --port 0"
                    + " for any free one";
        }
        String cause = e.getCause() == null ? null : e.getCause().getMessage();
        return e.getMessage() + (cause == null ? "" : ": " + cause);
    }

    /** {@return the usage, naming the jar this class runs from} */
    static String usage() {
        return "Usage: java -jar " + jarName(codeLocation()) + " [options]" + System.lineSeparator()
                + System.lineSeparator() + OPTIONS;
    }

    /**
     * The file name of the jar at a location, or {@code dgq-reference-server-<version>-all.jar} when the location
     * is not a jar, such as a directory of classes.
     */
    static String jarName(URL location) {
        if (location != null) {
            try {
                Path file = Path.of(location.toURI()).getFileName();
                if (file != null && file.toString().endsWith(".jar")) {
                    return file.toString();
                }
            } catch (URISyntaxException | RuntimeException e) {
                // not a file: the usual name
            }
        }
        return "dgq-reference-server-" + ReferenceServer.version() + "-all.jar";
    }

    private static URL codeLocation() {
        CodeSource source = ReferenceServerMain.class.getProtectionDomain().getCodeSource();
        return source == null ? null : source.getLocation();
    }

    /**
     * Loads, on another core while the server is built, what minting the printed token and answering the first
     * request need: the JSON codec and SHA-256. Nothing it does changes the server.
     */
    private static void warmUp() {
        try {
            Json.write(Json.parse("{\"a\":[1,0.5,\"b\",true,null,{}]}".getBytes(StandardCharsets.UTF_8)));
            MessageDigest.getInstance("SHA-256").digest(new byte[1]);
        } catch (NoSuchAlgorithmException | RuntimeException e) {
            // the server reports what it misses when it needs it
        }
    }

    /** The configured builder, or {@code null} when help or the version was asked for. */
    static ReferenceServer.Builder parse(String[] args) {
        return command(args).builder();
    }

    /**
     * Writes a file the server makes, such as {@code --tls-ca-out}, anew: into a temporary file of the same
     * directory, which only its owner may read or write where the file system has POSIX permissions, then moved over
     * the path in one step. A symbolic link or a directory at the path is refused, never followed or replaced, and a
     * reader never sees a half-written file.
     *
     * @throws IOException naming what is wrong with the path, or what the file system said
     */
    static void writeAnew(Path target, byte[] content) throws IOException {
        if (Files.isSymbolicLink(target)) {
            throw new IOException("it is a symbolic link, which the server never writes through (the file it points"
                    + " to is left as it is); remove the link or choose another path");
        }
        if (Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException("it is a directory; give a file's path");
        }
        Path absolute = target.toAbsolutePath();
        Path directory = absolute.getParent();
        if (directory == null || !Files.isDirectory(directory)) {
            throw new IOException("its directory does not exist");
        }
        // createTempFile makes a new file (never an existing one or a link's target), owner-only on POSIX systems
        Path temporary = Files.createTempFile(directory, "." + absolute.getFileName(), ".tmp");
        try {
            Files.write(temporary, content);
            try {
                Files.move(temporary, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /** The parsed command line; the standalone server keeps a journal, for {@code GET /__admin/requests}. */
    static Invocation command(String[] args) {
        return command(args, System::getenv);
    }

    /**
     * The parsed command line, with the environment variables from {@code environment}; the standalone server keeps
     * a journal, for {@code GET /__admin/requests}.
     */
    static Invocation command(String[] args, Function<String, String> environment) {
        ReferenceServer.Builder builder = ReferenceServer.builder();
        List<String> warnings = new ArrayList<>();
        Map<String, String> secrets = new LinkedHashMap<>();
        boolean noAdmin = false;
        boolean https = false;
        String tlsCert = null;
        String tlsKey = null;
        String caOut = null;
        String record = null;
        String seedFlag = "";
        for (int i = 0; i < args.length; i++) {
            String flag = args[i];
            String value = null;
            int equals = flag.indexOf('=');
            if (flag.startsWith("--") && equals > 0) {
                value = flag.substring(equals + 1);
                flag = flag.substring(0, equals);
            }
            switch (flag) {
                case "--help", "-h" -> {
                    return new Invocation(Action.HELP, null);
                }
                case "--version" -> {
                    return new Invocation(Action.VERSION, null);
                }
                case "--lenient", "--no-admin", "--https", "--no-http2", "--proxy-allow-http", "--fail-on-drift" -> {
                    if (value != null) {
                        throw new IllegalArgumentException(flag + " takes no value");
                    }
                    if (flag.equals("--proxy-allow-http")) {
                        builder.proxyAllowHttp(true);
                    } else if (flag.equals("--fail-on-drift")) {
                        builder.failOnDrift = true;
                    } else if (flag.equals("--https")) {
                        https = true;
                    } else if (flag.equals("--no-http2")) {
                        builder.http2(false);
                    } else if (flag.equals("--lenient")) {
                        builder.lenient(true);
                    } else {
                        noAdmin = true;
                        builder.adminApi(false);
                    }
                }
                case "--host",
                        "--port",
                        "--jwt-secret",
                        "--seed",
                        "--seed-file",
                        "--max-body-bytes",
                        "--max-body-bytes-in-flight",
                        "--head-timeout",
                        "--body-timeout",
                        "--idle-timeout",
                        "--max-connections",
                        "--rate-limit",
                        "--max-records",
                        "--heap-watermark",
                        "--token-ttl",
                        "--journal-capacity",
                        "--admin-token",
                        "--jwt-secret-file",
                        "--admin-token-file",
                        "--tls-cert",
                        "--tls-key",
                        "--tls-ca-out",
                        "--proxy-to",
                        "--drift-report",
                        "--proxy-ca-file",
                        "--record",
                        "--redact-field" -> {
                    if (value == null) {
                        if (i + 1 >= args.length) {
                            throw new IllegalArgumentException(flag + " needs a value");
                        }
                        value = args[++i];
                    }
                    if (flag.startsWith("--seed") && !seedFlag.isEmpty() && !seedFlag.equals(flag)) {
                        throw new IllegalArgumentException("give --seed or --seed-file, not both");
                    }
                    seedFlag = flag.startsWith("--seed") ? flag : seedFlag;
                    switch (flag) {
                        case "--tls-cert" -> tlsCert = value;
                        case "--tls-key" -> tlsKey = value;
                        case "--tls-ca-out" -> caOut = value;
                        case "--record" -> {
                            if (record != null) {
                                throw new IllegalArgumentException("--record is given twice");
                            }
                            record = value;
                            builder.record(Path.of(value));
                        }
                        case "--redact-field" -> builder.redactField(value);
                        case "--jwt-secret", "--jwt-secret-file", "--admin-token", "--admin-token-file" -> {
                            if (secrets.put(flag, value) != null) {
                                throw new IllegalArgumentException(flag + " is given twice");
                            }
                        }
                        default -> apply(builder, flag, value);
                    }
                }
                default -> throw new IllegalArgumentException("unknown option " + flag);
            }
        }
        String jwtSecret = secret(secrets, "--jwt-secret", JWT_SECRET_VARIABLE, environment, warnings);
        if (jwtSecret != null) {
            builder.jwtSecret(jwtSecret);
        }
        String adminToken = secret(secrets, "--admin-token", ADMIN_TOKEN_VARIABLE, environment, warnings);
        if (adminToken != null && noAdmin) {
            throw new IllegalArgumentException(
                    secretSources(secrets, "--admin-token", ADMIN_TOKEN_VARIABLE, environment) + " and --no-admin"
                            + " exclude each other");
        }
        if (adminToken != null) {
            try {
                builder.adminToken(adminToken);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(
                        secretSources(secrets, "--admin-token", ADMIN_TOKEN_VARIABLE, environment)
                                + ": the admin token must be 1..512 visible ASCII characters without spaces");
            }
        }
        if ((tlsCert == null) != (tlsKey == null)) {
            throw new IllegalArgumentException("--tls-cert and --tls-key go together: give both, or --https alone");
        }
        if (tlsCert != null) {
            builder.https(Path.of(tlsCert), Path.of(tlsKey));
        } else if (https) {
            builder.https();
        } else if (caOut != null) {
            throw new IllegalArgumentException("--tls-ca-out needs --https or --tls-cert and --tls-key");
        }
        List<String> proxyOnly = builder.proxyOnlyOptions(
                "--record",
                "--redact-field",
                "--drift-report",
                "--fail-on-drift",
                "--proxy-ca-file",
                "--proxy-allow-http");
        if (!proxyOnly.isEmpty()) {
            throw new IllegalArgumentException(String.join(" and ", proxyOnly)
                    + (proxyOnly.size() == 1 ? " needs" : " need") + " --proxy-to URL: without an upstream there is"
                    + " nothing to record or check; add --proxy-to, or leave "
                    + (proxyOnly.size() == 1 ? "it" : "them") + " out");
        }
        builder.proxySettings(); // checks the upstream (plain http, the CA file) before anything starts
        if (builder.proxyCaFile != null && !Files.isReadable(builder.proxyCaFile)) {
            throw new IllegalArgumentException("--proxy-ca-file " + builder.proxyCaFile + " cannot be read");
        }
        return new Invocation(Action.SERVE, builder, caOut == null ? null : Path.of(caOut), warnings);
    }

    /**
     * The secret of a flag ({@code --jwt-secret}), its file form ({@code --jwt-secret-file}) or its environment
     * variable, whichever one is given, or {@code null} when none is; two of them are refused. The literal flag adds
     * a warning, without the secret, that every local user can read a command line.
     */
    private static String secret(
            Map<String, String> secrets,
            String flag,
            String variable,
            Function<String, String> environment,
            List<String> warnings) {
        String literal = secrets.get(flag);
        String file = secrets.get(flag + "-file");
        String fromEnvironment = environment.apply(variable);
        int given = (literal == null ? 0 : 1) + (file == null ? 0 : 1) + (fromEnvironment == null ? 0 : 1);
        if (given > 1) {
            throw new IllegalArgumentException("give " + flag + " one way only, got "
                    + secretSources(secrets, flag, variable, environment) + "; keep " + flag + "-file FILE or "
                    + variable);
        }
        if (literal != null) {
            warnings.add(flag + " puts the secret on the command line, where every user of this machine can read it"
                    + " (ps, /proc); give " + flag + "-file FILE or the " + variable + " environment variable"
                    + " instead");
            return literal;
        }
        if (fromEnvironment != null) {
            if (fromEnvironment.isEmpty()) {
                throw new IllegalArgumentException(variable + " is set but empty");
            }
            return fromEnvironment;
        }
        return file == null ? null : secretFile(flag + "-file", file, warnings);
    }

    /** The sources of one secret that are given, joined with "and", such as {@code --jwt-secret and DGQ_JWT_SECRET}. */
    private static String secretSources(
            Map<String, String> secrets, String flag, String variable, Function<String, String> environment) {
        List<String> sources = new ArrayList<>();
        if (secrets.containsKey(flag)) {
            sources.add(flag);
        }
        if (secrets.containsKey(flag + "-file")) {
            sources.add(flag + "-file");
        }
        if (environment.apply(variable) != null) {
            sources.add(variable);
        }
        return String.join(" and ", sources);
    }

    /** The most bytes a secret's file may hold; a larger one is not a secret's file. */
    private static final int MAX_SECRET_FILE_BYTES = 64 * 1024;

    /**
     * The secret a file holds, without its trailing line break; a missing, unreadable, empty or oversized file is
     * refused naming the flag and the file, never the content. A file other users may read adds a warning.
     */
    static String secretFile(String flag, String file, List<String> warnings) {
        Path path;
        try {
            path = Path.of(file);
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException(flag + " " + file + " is not a valid path");
        }
        byte[] bytes;
        try {
            if (Files.isDirectory(path)) {
                throw new IllegalArgumentException(flag + " " + file + " is a directory, not a file");
            }
            if (Files.size(path) > MAX_SECRET_FILE_BYTES) {
                throw new IllegalArgumentException(
                        flag + " " + file + " is larger than 64 KiB; it should hold the" + " secret alone");
            }
            bytes = Files.readAllBytes(path);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException(flag + " " + file + " does not exist");
        } catch (AccessDeniedException e) {
            throw new IllegalArgumentException(flag + " " + file + " cannot be read: permission denied");
        } catch (IOException e) {
            throw new IllegalArgumentException(
                    flag + " " + file + " cannot be read: " + e.getClass().getSimpleName());
        }
        String secret = new String(bytes, StandardCharsets.UTF_8);
        int end = secret.length();
        while (end > 0 && (secret.charAt(end - 1) == '\n' || secret.charAt(end - 1) == '\r')) {
            end--;
        }
        secret = secret.substring(0, end);
        if (secret.isBlank()) {
            throw new IllegalArgumentException(flag + " " + file + " is empty");
        }
        if (secret.indexOf('\n') >= 0 || secret.indexOf('\r') >= 0) {
            throw new IllegalArgumentException(
                    flag + " " + file + " holds more than one line; it should hold the" + " secret alone");
        }
        try {
            Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(path);
            if (permissions.contains(PosixFilePermission.GROUP_READ)
                    || permissions.contains(PosixFilePermission.OTHERS_READ)) {
                warnings.add(flag + " " + file + " may be read by other users; chmod 600 it");
            }
        } catch (UnsupportedOperationException | IOException e) {
            // no POSIX permissions here: nothing to say
        }
        return secret;
    }

    private static void apply(ReferenceServer.Builder builder, String flag, String value) {
        switch (flag) {
            case "--host" -> builder.host(value);
            case "--port" -> builder.port(number(flag, value, 0, 65535));
            case "--seed" ->
                builder.seed(
                        switch (value.toLowerCase(Locale.ROOT)) {
                            case "demo" -> Seed.DEMO;
                            case "empty" -> Seed.EMPTY;
                            default -> throw new IllegalArgumentException("--seed must be demo or empty, got " + value);
                        });
            case "--seed-file" -> builder.seed(Path.of(value));
            case "--max-body-bytes" -> builder.maxBodyBytes(number(flag, value, 1, Long.MAX_VALUE));
            case "--max-body-bytes-in-flight" -> builder.maxBodyBytesInFlight(number(flag, value, 1, Long.MAX_VALUE));
            case "--head-timeout" -> builder.headTimeout(duration(flag, value));
            case "--body-timeout" -> builder.bodyTimeout(duration(flag, value));
            case "--idle-timeout" -> builder.idleTimeout(duration(flag, value));
            case "--max-connections" -> builder.maxConnections(number(flag, value, 1, 1_000_000));
            case "--rate-limit" -> builder.rateLimit(number(flag, value, 1, Integer.MAX_VALUE), Duration.ofSeconds(1));
            case "--max-records" -> builder.maxRecords(number(flag, value, 1, Long.MAX_VALUE));
            case "--heap-watermark" -> builder.heapWatermarkPercent(number(flag, value, 1, 100));
            case "--token-ttl" -> builder.apiTokenTtl(tokenTtl(value));
            case "--proxy-to" -> builder.proxyTo(upstream(value));
            case "--drift-report" -> builder.driftReport(Path.of(value));
            case "--proxy-ca-file" -> builder.proxyCaFile(Path.of(value));
            case "--journal-capacity" -> builder.journalCapacity(number(flag, value, 0, 1_000_000));
            default -> throw new IllegalStateException("unhandled option " + flag);
        }
    }

    /** The upstream of {@code --proxy-to}, as a URI; a malformed one is refused without echoing more than needed. */
    private static URI upstream(String value) {
        try {
            return new URI(value);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("--proxy-to must be an address such as https://host[:port][/base]");
        }
    }

    private static Duration tokenTtl(String value) {
        Duration ttl = time(value);
        if (ttl == null) {
            throw new IllegalArgumentException("--token-ttl must be a time such as 24h, 90m or 3600s, got " + value);
        }
        if (ttl.compareTo(Duration.ofSeconds(1)) < 0 || ttl.compareTo(ReferenceServer.MAX_API_TOKEN_TTL) > 0) {
            throw new IllegalArgumentException("--token-ttl must be 1s..3650d, got " + value);
        }
        return ttl;
    }

    /** A time such as {@code 10} (seconds), {@code 500ms}, {@code 90m} or {@code 24h}; {@code null} when not one. */
    private static Duration time(String value) {
        Matcher matcher = DURATION.matcher(value);
        if (!matcher.matches()) {
            return null;
        }
        long amount = Long.parseLong(matcher.group(1));
        String unit = matcher.group(2) == null ? "s" : matcher.group(2);
        return switch (unit) {
            case "ms" -> Duration.ofMillis(amount);
            case "m" -> Duration.ofMinutes(amount);
            case "h" -> Duration.ofHours(amount);
            case "d" -> Duration.ofDays(amount);
            default -> Duration.ofSeconds(amount);
        };
    }

    private static Duration duration(String flag, String value) {
        Duration duration = time(value);
        if (duration == null) {
            throw new IllegalArgumentException(flag + " must be a time such as 10, 10s or 500ms, got " + value);
        }
        if (duration.isZero() || duration.compareTo(Duration.ofDays(1)) > 0) {
            throw new IllegalArgumentException(flag + " must be more than 0 and at most a day, got " + value);
        }
        return duration;
    }

    private static int number(String flag, String value, int min, int max) {
        return (int) number(flag, value, min, (long) max);
    }

    private static long number(String flag, String value, long min, long max) {
        try {
            long number = Long.parseLong(value);
            if (number < min || number > max) {
                throw new IllegalArgumentException(flag + " must be " + min + ".." + max + ", got " + value);
            }
            return number;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(flag + " must be a number, got " + value);
        }
    }
}
