package io.dgq.sdk.coverage;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.DgqClient;
import io.dgq.sdk.applications.ApplicationUpdateRequest;
import io.dgq.sdk.conversations.ConversationUpdateRequest;
import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.glossaries.GlossaryUpdateRequest;
import io.dgq.sdk.metricdetails.MetricDetailUpdateRequest;
import io.dgq.sdk.metrictemplates.MetricTemplateUpdateRequest;
import io.dgq.sdk.model.Status;
import io.dgq.sdk.parameters.ParameterUpdateRequest;
import io.dgq.sdk.patterns.PatternUpdateRequest;
import io.dgq.sdk.sources.SourceCredentialsInput;
import io.dgq.sdk.sources.SourceUpdateRequest;
import io.dgq.sdk.tags.TagUpdateRequest;
import io.dgq.sdk.terms.TermUpdateRequest;
import io.dgq.sdk.testing.MockApiTest;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every resource client's {@code update} sends a {@code PUT} to its record's route holding exactly the fields set,
 * in the order set: a field set to {@code null} as JSON {@code null} (it is cleared), one not set left out, an
 * additional property and a nested request as given.
 */
class EveryUpdateTest extends MockApiTest {

    /**
     * One client's {@code update}.
     *
     * @param name the client's accessor
     * @param path the route expected
     * @param body the body expected
     * @param update the call
     */
    record Update(String name, String path, String body, Consumer<DgqClient> update) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Update> updates() {
        return Stream.of(
                new Update(
                        "patterns",
                        "/metrics/pattern/p-1",
                        "{\"pattern\":\"^[0-9]{5}$\",\"attribute_id\":null}",
                        c -> c.patterns()
                                .update(
                                        "p-1",
                                        PatternUpdateRequest.builder()
                                                .pattern("^[0-9]{5}$")
                                                .attributeId(null)
                                                .build())),
                new Update(
                        "sources",
                        "/core/source/s-1",
                        "{\"description\":null,\"credentials\":{\"password\":\"hunter2\"}}",
                        c -> c.sources()
                                .update(
                                        "s-1",
                                        SourceUpdateRequest.builder()
                                                .description(null)
                                                .credentials(SourceCredentialsInput.builder()
                                                        .password("hunter2")
                                                        .build())
                                                .build())),
                new Update(
                        "parameters",
                        "/metrics/parameter/prm-1",
                        "{\"value\":\"48\",\"is_active\":null}",
                        c -> c.parameters()
                                .update(
                                        "prm-1",
                                        ParameterUpdateRequest.builder()
                                                .value("48")
                                                .isActive(null)
                                                .build())),
                new Update(
                        "metricDetails",
                        "/metrics/detail/md-1",
                        "{\"template_id\":null,\"mute_notification\":true,\"threshold\":null}",
                        c -> c.metricDetails()
                                .update(
                                        "md-1",
                                        MetricDetailUpdateRequest.builder()
                                                .templateId(null)
                                                .muteNotification(true)
                                                .threshold(null)
                                                .build())),
                new Update(
                        "metricTemplates",
                        "/metrics/template/tpl-1",
                        "{\"status\":\"VERIFIED\",\"segments\":null,\"mute_notification\":true}",
                        c -> c.metricTemplates()
                                .update(
                                        "tpl-1",
                                        MetricTemplateUpdateRequest.builder()
                                                .status(Status.VERIFIED)
                                                .segments(null)
                                                .muteNotification(true)
                                                .build())),
                new Update(
                        "domains",
                        "/governance/domain/d-1",
                        "{\"name\":\"Renamed\",\"description\":null}",
                        c -> c.domains()
                                .update(
                                        "d-1",
                                        DomainUpdateRequest.builder()
                                                .name("Renamed")
                                                .description(null)
                                                .build())),
                new Update(
                        "terms",
                        "/governance/term/t-1",
                        "{\"synonyms\":[\"CLV\"],\"max_length\":null,\"thresold\":\"0.9\",\"x_rating\":5}",
                        c -> c.terms()
                                .update(
                                        "t-1",
                                        TermUpdateRequest.builder()
                                                .synonyms(List.of("CLV"))
                                                .maxLength(null)
                                                .threshold("0.9")
                                                .putAdditionalProperty("x_rating", 5)
                                                .build())),
                new Update(
                        "applications",
                        "/governance/application/app-1",
                        "{\"sla_tire\":\"silver\",\"owner_team\":null}",
                        c -> c.applications()
                                .update(
                                        "app-1",
                                        ApplicationUpdateRequest.builder()
                                                .slaTier("silver")
                                                .ownerTeam(null)
                                                .build())),
                new Update(
                        "tags",
                        "/governance/tag/tag-1",
                        "{\"status\":\"VERIFIED\",\"description\":null}",
                        c -> c.tags()
                                .update(
                                        "tag-1",
                                        TagUpdateRequest.builder()
                                                .status(Status.VERIFIED)
                                                .description(null)
                                                .build())),
                new Update(
                        "glossaries",
                        "/governance/glossary/g-1",
                        "{\"name\":\"Sales EMEA\",\"parent_id\":null}",
                        c -> c.glossaries()
                                .update(
                                        "g-1",
                                        GlossaryUpdateRequest.builder()
                                                .name("Sales EMEA")
                                                .parentId(null)
                                                .build())),
                new Update(
                        "conversations",
                        "/core/conversation/c-2",
                        "{\"comment\":\"Edited\",\"title\":null}",
                        c -> c.conversations()
                                .update(
                                        "c-2",
                                        ConversationUpdateRequest.builder()
                                                .comment("Edited")
                                                .title(null)
                                                .build())));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("updates")
    void sendsAPutHoldingExactlyTheFieldsSet(Update update) {
        api.enqueueData("{}");

        update.update().accept(client);

        api.takeSent("PUT", "/api/v1" + update.path(), update.body());
        assertThat(api.requestCount()).isEqualTo(1);
    }
}
