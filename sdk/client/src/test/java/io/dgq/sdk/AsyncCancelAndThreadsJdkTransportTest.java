package io.dgq.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.http.jdk.JdkHttpTransport;
import io.dgq.sdk.testing.MockApi;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** {@link AsyncCancelAndThreadsTest}'s cases on {@link JdkHttpTransport}, its executor one the test can count. */
class AsyncCancelAndThreadsJdkTransportTest extends AsyncCancelAndThreadsTest {

    private ThreadPoolExecutor executor;

    @Override
    MockApi newApi() {
        executor = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60, TimeUnit.SECONDS, new SynchronousQueue<>());
        ThreadPoolExecutor pool = executor;
        return new MockApi(() -> JdkHttpTransport.builder().executor(pool).build());
    }

    @AfterEach
    void stopExecutor() {
        executor.shutdownNow();
    }

    /** The JDK client has no queue of calls and no cap on them: the option is refused, naming the transport's. */
    @Override
    @Test
    void apiCallTimeoutRunsWhileACallWaitsInTheDispatchersQueue() {
        assertThatThrownBy(() -> api.clientBuilder().maxConcurrentRequests(1).build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("maxConcurrentRequests configures the default transport");
    }

    /**
     * The executor's threads are counted: an unbounded pool that made a thread per waiting call would reach 200, one
     * for each call on the wire at once. Fewer is the claim; the peak is not much lower, since the 200 answers come
     * within moments of each other and the pool makes a thread for each answer handed over while the others are busy
     * (78 measured on an idle machine). All threads added are not counted, since over HTTP/1.1 the JDK client opens a
     * connection per call in flight, and the mock server a thread per connection.
     */
    @Override
    void assertTransportThreads(DgqClient client, int calls, int peakAdded) {
        assertThat(executor.getLargestPoolSize())
                .as("the JDK transport's executor threads")
                .isPositive()
                .isLessThan(calls);
    }
}
