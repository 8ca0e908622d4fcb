package com.example.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.domains.DomainCreateRequest;
import io.dgq.server.ReferenceServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;

/** The application started as in production: from properties alone, and with one missing. */
@ExtendWith(OutputCaptureExtension.class)
class StartupTest {

    @Test
    void startsFromPropertiesAloneAndNeverLogsTheToken(CapturedOutput output) {
        try (ReferenceServer server = ReferenceServer.builder().start();
                ConfigurableApplicationContext context = SpringApplication.run(
                        CatalogApplication.class,
                        "--server.port=0",
                        "--dgq.base-url=" + server.baseUrl(),
                        "--dgq.api-token=" + server.apiToken(),
                        "--logging.level.io.dgq=DEBUG")) {
            DgqClient client = context.getBean(DgqClient.class);
            assertThat(client.domains()
                            .create(DomainCreateRequest.builder()
                                    .name("Started")
                                    .build())
                            .name())
                    .isEqualTo("Started");
            assertThat(output.getAll())
                    .contains("Started ForkedBooter") // the main class as Spring Boot sees it under Surefire
                    .contains("--> POST")
                    .doesNotContain(server.apiToken());
        }
    }

    @Test
    void aMissingBaseUrlEndsTheStartWithAFailureAnalysis(CapturedOutput output) {
        Throwable failure = catchThrowable(() -> SpringApplication.run(
                        CatalogApplication.class, "--server.port=0", "--dgq.api-token=secret-token-value")
                .close());

        assertThat(failure).isNotNull();
        assertThat(output.getAll())
                .contains("APPLICATION FAILED TO START")
                .contains("The DGQ client could not be configured. dgq.base-url: no base URL is set")
                .contains("Set dgq.base-url (or the environment variable DGQ_BASE_URL)")
                .doesNotContain("secret-token-value");
    }
}
