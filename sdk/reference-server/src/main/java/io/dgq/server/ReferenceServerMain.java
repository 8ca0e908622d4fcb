package io.dgq.server;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;

/**
 * Runs a {@link ReferenceServer} from the command line. The first two lines on standard output are
 * {@code DGQ_BASE_URL=http://127.0.0.1:<port>} and {@code DGQ_API_TOKEN=<jwt>}; the server stops on SIGTERM or
 * Ctrl-C.
 */
public final class ReferenceServerMain {

    private static final String USAGE = String.join(System.lineSeparator(),
            "Usage: java -jar dgq-reference-server-all.jar [options]",
            "",
            "  --host HOST             address to listen on (default 127.0.0.1)",
            "  --port PORT             port, 0 for any free port (default 0)",
            "  --jwt-secret SECRET     HS256 secret of API tokens (default: a random one)",
            "  --seed demo|empty       initial data (default empty)",
            "  --max-body-bytes N      largest request body in bytes (default 8388608)",
            "  --max-records N         most stored records; more creates answer 507 (default 5000000)",
            "  --heap-watermark PCT    refuse writes (507) while live heap is above PCT% of -Xmx, 100 = off"
                    + " (default 85)",
            "  --lenient               ignore unknown fields in request bodies instead of refusing them",
            "  --help                  print this help");

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
        ReferenceServer server;
        try {
            server = builder.start();
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

    /** The configured builder, or {@code null} when help was asked for. */
    static ReferenceServer.Builder parse(String[] args) {
        ReferenceServer.Builder builder = ReferenceServer.builder();
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
                case "--host", "--port", "--jwt-secret", "--seed", "--max-body-bytes", "--max-records",
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
            case "--max-records" -> builder.maxRecords(number(flag, value, 1, Long.MAX_VALUE));
            case "--heap-watermark" -> builder.heapWatermarkPercent(number(flag, value, 1, 100));
            default -> throw new IllegalStateException("unhandled option " + flag);
        }
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
