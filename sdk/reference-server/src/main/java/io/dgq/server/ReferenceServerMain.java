package io.dgq.server;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs a {@link ReferenceServer} from the command line. The first two lines on standard output are
 * {@code DGQ_BASE_URL=http://127.0.0.1:<port>} and {@code DGQ_API_TOKEN=<jwt>}; the server stops on SIGTERM or
 * Ctrl-C. When it runs out of memory it says so on standard error and exits with status 3, rather than live on
 * without answering.
 */
public final class ReferenceServerMain {

    /** The exit status when the server ran out of memory. */
    static final int EXIT_OUT_OF_MEMORY = 3;

    private static final String USAGE = String.join(System.lineSeparator(),
            "Usage: java -jar dgq-reference-server-all.jar [options]",
            "",
            "  --host HOST             address to listen on (default 127.0.0.1)",
            "  --port PORT             port, 0 for any free port (default 0)",
            "  --jwt-secret SECRET     HS256 secret of API tokens (default: a random one)",
            "  --seed demo|empty       initial data (default empty)",
            "  --max-body-bytes N      largest request body in bytes (default 8388608)",
            "  --head-timeout T        time to send a request's line and headers (default 10s)",
            "  --body-timeout T        time to send a request's body, and to read an answer (default 30s)",
            "  --idle-timeout T        an idle kept-alive connection is closed after T (default 60s)",
            "  --max-connections N     connections served at once; more are answered 503 (default 4096)",
            "  --rate-limit N          answer 429 beyond N requests per second per token (default: no limit)",
            "  --max-records N         most stored records; more creates answer 507 (default 5000000)",
            "  --heap-watermark PCT    refuse writes (507) while live heap is above PCT% of -Xmx, 100 = off"
                    + " (default 85)",
            "  --lenient               ignore unknown fields in request bodies instead of refusing them",
            "  --help                  print this help",
            "",
            "Times T are a number of seconds, or a number with ms or s, such as 500ms. If the server runs out of",
            "memory it prints a message on standard error and exits with status " + EXIT_OUT_OF_MEMORY + ".");

    private static final Pattern DURATION = Pattern.compile("(\\d{1,9})(ms|s)?");

    private ReferenceServerMain() {
    }

    /**
     * Starts the server and waits until the process is stopped.
     *
     * @param args the command-line flags
     */
    public static void main(String[] args) {
        ReferenceServer.Builder builder;
        try {
            builder = parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("error: " + e.getMessage());
            System.err.println(USAGE);
            System.exit(2);
            return;
        }
        if (builder == null) {
            System.out.println(USAGE);
            return;
        }
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
            server = builder.onOutOfMemory(ReferenceServerMain::outOfMemory).start();
        } catch (UncheckedIOException e) {
            System.err.println("error: " + e.getMessage());
            System.exit(1);
            return;
        }
        PrintStream out = System.out;
        out.println("DGQ_BASE_URL=" + server.baseUrl());
        out.println("DGQ_API_TOKEN=" + server.apiToken());
        out.println("DGQ reference server listening on " + server.baseUrl() + "/api/v1");
        out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            System.out.println("DGQ reference server stopped");
            System.out.flush();
            stopped.countDown();
        }, "dgq-shutdown"));
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
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

    /** The configured builder, or {@code null} when help was asked for. */
    static ReferenceServer.Builder parse(String[] args) {
        // Nothing can read a standalone server's journal, so it keeps none.
        ReferenceServer.Builder builder = ReferenceServer.builder().journalCapacity(0);
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
                    return null;
                }
                case "--lenient" -> {
                    if (value != null) {
                        throw new IllegalArgumentException("--lenient takes no value");
                    }
                    builder.lenient(true);
                }
                case "--host", "--port", "--jwt-secret", "--seed", "--max-body-bytes", "--head-timeout",
                        "--body-timeout", "--idle-timeout", "--max-connections", "--rate-limit", "--max-records",
                        "--heap-watermark" -> {
                    if (value == null) {
                        if (i + 1 >= args.length) {
                            throw new IllegalArgumentException(flag + " needs a value");
                        }
                        value = args[++i];
                    }
                    apply(builder, flag, value);
                }
                default -> throw new IllegalArgumentException("unknown option " + flag);
            }
        }
        return builder;
    }

    private static void apply(ReferenceServer.Builder builder, String flag, String value) {
        switch (flag) {
            case "--host" -> builder.host(value);
            case "--port" -> builder.port(number(flag, value, 0, 65535));
            case "--jwt-secret" -> builder.jwtSecret(value);
            case "--seed" -> builder.seed(switch (value.toLowerCase(Locale.ROOT)) {
                case "demo" -> Seed.DEMO;
                case "empty" -> Seed.EMPTY;
                default -> throw new IllegalArgumentException("--seed must be demo or empty, got " + value);
            });
            case "--max-body-bytes" -> builder.maxBodyBytes(number(flag, value, 1, Long.MAX_VALUE));
            case "--head-timeout" -> builder.headTimeout(duration(flag, value));
            case "--body-timeout" -> builder.bodyTimeout(duration(flag, value));
            case "--idle-timeout" -> builder.idleTimeout(duration(flag, value));
            case "--max-connections" -> builder.maxConnections(number(flag, value, 1, 1_000_000));
            case "--rate-limit" -> builder.rateLimit(number(flag, value, 1, Integer.MAX_VALUE),
                    Duration.ofSeconds(1));
            case "--max-records" -> builder.maxRecords(number(flag, value, 1, Long.MAX_VALUE));
            case "--heap-watermark" -> builder.heapWatermarkPercent(number(flag, value, 1, 100));
            default -> throw new IllegalStateException("unhandled option " + flag);
        }
    }

    private static Duration duration(String flag, String value) {
        Matcher matcher = DURATION.matcher(value);
        if (!matcher.matches()) {
            throw new IllegalArgumentException(flag + " must be a time such as 10, 10s or 500ms, got " + value);
        }
        long amount = Long.parseLong(matcher.group(1));
        Duration duration = "ms".equals(matcher.group(2)) ? Duration.ofMillis(amount) : Duration.ofSeconds(amount);
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
