package io.dgq.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.server.ReferenceServer;
import io.dgq.server.faults.Fault;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.boot.actuate.health.Status;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * The {@code dgq} health indicator: absent unless asked for, up when the workspace answers a read, down with the
 * error's type, status and correlation id (never the token) when it does not, and one API call per cache time
 * however often it is probed.
 */
class DgqHealthTest {

    private static final ReferenceServer SERVER = ReferenceServer.builder().start();

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(DgqAutoConfiguration.class))
            .withPropertyValues(
                    "dgq.base-url=" + SERVER.baseUrl(), "dgq.api-token=" + SERVER.apiToken(), "dgq.max-retries=0");

    @BeforeEach
    void reset() {
        SERVER.reset();
    }

    @AfterAll
    static void stop() {
        SERVER.close();
    }

    @Test
    void thereIsNoIndicatorUnlessAskedFor() {
        runner.run(context -> assertThat(context).doesNotHaveBean("dgqHealthIndicator"));
        runner.withPropertyValues("management.health.dgq.enabled=false")
                .run(context -> assertThat(context).doesNotHaveBean("dgqHealthIndicator"));
        // the name before 0.1.0, removed: Spring Boot names an indicator's switch management.health.<name>.enabled
        runner.withPropertyValues("dgq.health.enabled=true")
                .run(context -> assertThat(context).doesNotHaveBean("dgqHealthIndicator"));
    }

    @Test
    void upWhenTheWorkspaceAnswersAndProbesWithinTheCacheTimeCallNothing() {
        runner.withPropertyValues("management.health.dgq.enabled=true", "dgq.health.cache-time=1h")
                .run(context -> {
                    HealthIndicator indicator = context.getBean("dgqHealthIndicator", HealthIndicator.class);
                    Health health = indicator.health();
                    assertThat(health.getStatus()).isEqualTo(Status.UP);
                    assertThat(health.getDetails()).containsKeys("durationMs", "checkedAt");
                    for (int i = 0; i < 20; i++) {
                        assertThat(indicator.health().getStatus()).isEqualTo(Status.UP);
                    }
                    assertThat(SERVER.requests()).hasSize(1);
                });
    }

    @Test
    void downWithTheErrorButNeverTheToken() {
        runner.withPropertyValues("management.health.dgq.enabled=true").run(context -> {
            SERVER.faults().once("POST", "/governance/domain/list", Fault.error(503));
            Health health =
                    context.getBean("dgqHealthIndicator", HealthIndicator.class).health();
            assertThat(health.getStatus()).isEqualTo(Status.DOWN);
            assertThat(health.getDetails())
                    .containsEntry("error", "DgqServerException")
                    .containsEntry("status", 503)
                    .containsKey("correlationId");
            assertThat(health.toString()).doesNotContain(SERVER.apiToken());
        });
    }

    @Test
    void anAnswerIsReusedUntilTheCacheTimePasses() {
        runner.run(context -> {
            DgqClient client = context.getBean(DgqClient.class);
            AtomicReference<Instant> now = new AtomicReference<>(Instant.parse("2026-01-01T00:00:00Z"));
            Clock clock = new Clock() {
                @Override
                public ZoneOffset getZone() {
                    return ZoneOffset.UTC;
                }

                @Override
                public Clock withZone(java.time.ZoneId zone) {
                    return this;
                }

                @Override
                public Instant instant() {
                    return now.get();
                }
            };
            DgqHealthProbe probe = new DgqHealthProbe(client, Duration.ofSeconds(30), clock);
            assertThat(probe.check().up()).isTrue();
            SERVER.faults().once("POST", "/governance/domain/list", Fault.error(503));
            now.set(now.get().plusSeconds(29));
            assertThat(probe.check().up())
                    .as("within the cache time: the last answer")
                    .isTrue();
            assertThat(SERVER.requests()).hasSize(1);
            now.set(now.get().plusSeconds(1));
            assertThat(probe.check().up())
                    .as("after it: a new call, which fails")
                    .isFalse();
            assertThat(SERVER.requests()).hasSize(2);
        });
    }
}
