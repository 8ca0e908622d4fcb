package io.dgq.sdk.http.jdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpServer;
import io.dgq.sdk.DgqClient;
import io.dgq.sdk.testing.MockApi;
import io.dgq.sdk.testing.TestTokens;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpResponse.ResponseInfo;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * An answer of an announced length is received whole into one array and handed to its exchange before the JDK
 * client's own futures complete: {@code sendAsync}'s future is then complete before the JDK client would hand it to
 * {@code CompletableFuture}'s default executor, which on Java 17 and a machine of one or two cores starts a thread
 * per answer.
 */
class JdkWholeBodyTest {

    private static final int CALLS = 200;

    @Test
    void asynchronousAnswersStartNoThreadEach() throws Exception {
        byte[] answer = MockApi.envelope("{\"id\":\"d-1\",\"name\":\"x\"}").getBytes(StandardCharsets.UTF_8);
        ExecutorService serverThreads = Executors.newFixedThreadPool(2);
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.setExecutor(serverThreads);
        server.createContext("/", exchange -> {
            try (InputStream in = exchange.getRequestBody();
                    OutputStream out = exchange.getResponseBody()) {
                in.readAllBytes();
                exchange.getResponseHeaders().add("Content-Type", "application/json");
                exchange.sendResponseHeaders(200, answer.length);
                out.write(answer);
            }
        });
        server.start();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long started;
        try (JdkHttpTransport transport = JdkHttpTransport.create();
                DgqClient client = DgqClient.builder()
                        .baseUrl("http://127.0.0.1:" + server.getAddress().getPort())
                        .apiToken(TestTokens.api())
                        .transport(transport)
                        .build()) {
            callAll(client); // the pools' threads and the connections are made here
            long before = threads.getTotalStartedThreadCount();
            callAll(client);
            started = threads.getTotalStartedThreadCount() - before;
        } finally {
            server.stop(0);
            serverThreads.shutdownNow();
        }
        assertThat(started)
                .as("threads started for %s asynchronous calls", CALLS)
                .isLessThan(CALLS / 4);
    }

    @Test
    void theExchangeHasTheBodyBeforeTheJdkClientGoesOn() throws Exception {
        AtomicReference<String> received = new AtomicReference<>();
        AtomicReference<InputStream> stream = new AtomicReference<>();
        AtomicBoolean bodyDoneFirst = new AtomicBoolean();
        AtomicReference<JdkHttpTransport.WholeSubscriber> self = new AtomicReference<>();
        JdkHttpTransport.WholeSubscriber subscriber = new JdkHttpTransport.WholeSubscriber(
                (info, body, thrown) -> {
                    bodyDoneFirst.set(self.get().getBody().toCompletableFuture().isDone());
                    stream.set(body);
                    try {
                        received.set(new String(body.readAllBytes(), StandardCharsets.UTF_8));
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                },
                info(),
                5);
        self.set(subscriber);
        subscriber.onSubscribe(new Requests());
        subscriber.onNext(List.of(bytes("he"), bytes("llo")));
        subscriber.onComplete();
        assertThat(received.get()).isEqualTo("hello");
        assertThat(bodyDoneFirst)
                .as("the body's own future was complete before the exchange had it")
                .isFalse();
        assertThat(subscriber.getBody().toCompletableFuture().get(1, TimeUnit.SECONDS))
                .as("the body the JDK client gets is the one the exchange had")
                .isSameAs(stream.get());
    }

    @Test
    void aBodyLongerThanItsContentLengthFailsAndIsNotHeld() {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        JdkHttpTransport.WholeSubscriber subscriber =
                new JdkHttpTransport.WholeSubscriber((info, body, thrown) -> failure.set(thrown), info(), 3);
        Requests subscription = new Requests();
        subscriber.onSubscribe(subscription);
        subscriber.onNext(List.of(bytes("abcd")));
        assertThat(subscription.canceled).isTrue();
        assertThat(failure.get()).hasMessage("the answer's body is longer than its Content-Length of 3 bytes");
        assertThatThrownBy(() -> subscriber.getBody().toCompletableFuture().get(1, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class)
                .hasCauseInstanceOf(IOException.class);
    }

    @Test
    void holdsWhatArrivesNotWhatIsAnnounced() {
        int announced = JdkHttpTransport.WHOLE_BODY_MAX_BYTES;
        AtomicReference<InputStream> received = new AtomicReference<>();
        JdkHttpTransport.WholeSubscriber subscriber =
                new JdkHttpTransport.WholeSubscriber((info, body, thrown) -> received.set(body), info(), announced);
        subscriber.onSubscribe(new Requests());
        assertThat(subscriber.held())
                .as("bytes held for an announced length of %s before any arrives", announced)
                .isLessThanOrEqualTo(JdkHttpTransport.FIRST_CHUNK_BYTES);
        byte[] sent = new byte[announced];
        for (int i = 0; i < sent.length; i++) {
            sent[i] = (byte) (i * 31);
        }
        for (int at = 0; at < sent.length; at += 10_000) {
            subscriber.onNext(List.of(ByteBuffer.wrap(sent, at, Math.min(10_000, sent.length - at))));
        }
        subscriber.onComplete();
        assertThat(received.get()).as("the whole body, grown as it arrived").hasBinaryContent(sent);
    }

    private static void callAll(DgqClient client) throws Exception {
        List<CompletableFuture<?>> calls = new ArrayList<>();
        for (int i = 0; i < CALLS; i++) {
            calls.add(client.async().domains().get("d-1"));
        }
        CompletableFuture.allOf(calls.toArray(new CompletableFuture<?>[0])).get(30, TimeUnit.SECONDS);
    }

    private static ByteBuffer bytes(String text) {
        return ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
    }

    private static ResponseInfo info() {
        return new ResponseInfo() {
            @Override
            public int statusCode() {
                return 200;
            }

            @Override
            public HttpHeaders headers() {
                return HttpHeaders.of(Map.of(), (name, value) -> true);
            }

            @Override
            public HttpClient.Version version() {
                return HttpClient.Version.HTTP_2;
            }
        };
    }

    /** A subscription that only records whether it was canceled. */
    private static final class Requests implements Flow.Subscription {
        volatile boolean canceled;

        @Override
        public void request(long n) {}

        @Override
        public void cancel() {
            canceled = true;
        }
    }
}
