package io.dgq.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.sdk.http.okhttp.OkHttpTransport;
import io.dgq.sdk.observability.DgqAttemptResult;
import io.dgq.sdk.observability.DgqCall;
import io.dgq.sdk.observability.DgqCallListener;
import io.dgq.sdk.observability.DgqCallObserver;
import io.dgq.server.ReferenceServer;
import java.lang.reflect.Method;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * {@code dgq.virtual-threads}: unset, it follows {@code spring.threads.virtual.enabled} on Java 21 or later and
 * stays off below; set, it wins, and {@code true} below Java 21 ends the start with an analysis naming the property.
 * Each test asserts on the JVM it runs on (the build runs them on Java 17 and on 25): what thread an asynchronous
 * call's answer was read on.
 */
class DgqVirtualThreadsTest extends AgainstTheReferenceServer {

    private static final ReferenceServer SERVER = ReferenceServer.builder().start();

    private static final boolean JAVA_21_OR_LATER = Runtime.version().feature() >= 21;

    private final ApplicationContextRunner runner =
            runner(SERVER).withBean(AnsweringThread.class, AnsweringThread::new);

    @AfterAll
    static void stop() {
        SERVER.close();
    }

    @Test
    void unsetAsynchronousCallsRunOnPlatformThreads() {
        runner.run(context ->
                assertThat(isVirtual(answeringThreadOfAnAsyncCall(context))).isFalse());
    }

    @Test
    void unsetItFollowsSpringsVirtualThreadsOnJava21AndLaterAndStaysOffBelow() {
        runner.withPropertyValues("spring.threads.virtual.enabled=true").run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(isVirtual(answeringThreadOfAnAsyncCall(context)))
                    .as("on Java %s", Runtime.version().feature())
                    .isEqualTo(JAVA_21_OR_LATER);
        });
    }

    @Test
    void falseWinsOverSpringsVirtualThreads() {
        runner.withPropertyValues("spring.threads.virtual.enabled=true", "dgq.virtual-threads=false")
                .run(context -> assertThat(isVirtual(answeringThreadOfAnAsyncCall(context)))
                        .isFalse());
    }

    @Test
    void trueRunsAsynchronousCallsOnVirtualThreadsOrEndsTheStartBelowJava21() {
        runner.withPropertyValues("dgq.virtual-threads=true").run(context -> {
            if (JAVA_21_OR_LATER) {
                assertThat(isVirtual(answeringThreadOfAnAsyncCall(context))).isTrue();
            } else {
                FailureAnalysis analysis = analyze(context.getStartupFailure());
                assertThat(analysis.getDescription())
                        .contains("dgq.virtual-threads")
                        .contains("Java 21 or later")
                        .contains("this JVM is Java " + Runtime.version().feature());
                assertThat(analysis.getAction()).contains("Java 21 or later").contains("dgq.virtual-threads");
            }
        });
    }

    @Test
    void withTheApplicationsOwnOkHttpClientTrueEndsTheStartAndSpringsFlagIsNotApplied() {
        OkHttpClient own = new OkHttpClient();
        try {
            DgqClientBuilderCustomizer ownClient = builder ->
                    builder.transport(OkHttpTransport.builder().client(own).build());
            runner.withBean(DgqClientBuilderCustomizer.class, () -> ownClient)
                    .withPropertyValues("dgq.virtual-threads=true")
                    .run(context -> {
                        FailureAnalysis analysis = analyze(context.getStartupFailure());
                        assertThat(analysis.getDescription())
                                .contains("dgq.virtual-threads")
                                .contains("transport(...)");
                        assertThat(analysis.getAction()).contains("newVirtualThreadPerTaskExecutor");
                    });
            runner.withBean(DgqClientBuilderCustomizer.class, () -> ownClient)
                    .withPropertyValues("spring.threads.virtual.enabled=true")
                    .run(context -> {
                        assertThat(context).hasNotFailed();
                        assertThat(isVirtual(answeringThreadOfAnAsyncCall(context)))
                                .isFalse();
                    });
        } finally {
            own.dispatcher().executorService().shutdown();
            own.connectionPool().evictAll();
        }
    }

    /** Makes one asynchronous call and returns the thread its answer was read on. */
    private static Thread answeringThreadOfAnAsyncCall(AssertableApplicationContext context) throws Exception {
        assertThat(context).hasNotFailed();
        AnsweringThread answering = context.getBean(AnsweringThread.class);
        context.getBean(DgqClient.class)
                .async()
                .domains()
                .create(DomainCreateRequest.builder().name("Async").build())
                .get(10, TimeUnit.SECONDS);
        return answering.thread.get(10, TimeUnit.SECONDS);
    }

    /** {@code Thread.isVirtual()}, which Java 17 does not have: no thread of it is virtual. */
    private static boolean isVirtual(Thread thread) throws ReflectiveOperationException {
        if (!JAVA_21_OR_LATER) {
            return false;
        }
        Method isVirtual = Thread.class.getMethod("isVirtual");
        return (Boolean) isVirtual.invoke(thread);
    }

    private static FailureAnalysis analyze(Throwable failure) {
        assertThat(failure).isNotNull();
        FailureAnalysis analysis = new DgqFailureAnalyzer().analyze(failure);
        assertThat(analysis).as("an analysis of %s", failure).isNotNull();
        return analysis;
    }

    /** Records the thread on which the first try's answer was read: the one the call ran on. */
    static final class AnsweringThread implements DgqCallListener {

        final CompletableFuture<Thread> thread = new CompletableFuture<>();

        @Override
        public DgqCallObserver onCallStart(DgqCall call) {
            return new DgqCallObserver() {
                @Override
                public void onAttemptEnd(DgqAttemptResult result) {
                    thread.complete(Thread.currentThread());
                }
            };
        }
    }
}
