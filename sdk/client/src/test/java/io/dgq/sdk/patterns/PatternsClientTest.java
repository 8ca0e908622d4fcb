package io.dgq.sdk.patterns;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.core.DgqResponse;
import io.dgq.sdk.core.RequestOptions;
import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import io.dgq.sdk.paging.Page;
import io.dgq.sdk.paging.SortDirection;
import io.dgq.sdk.testing.MockApiTest;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

class PatternsClientTest extends MockApiTest {

    static final String PATTERN_JSON = "{\"name\":\"US Zip Code\",\"pattern\":\"^[0-9]{5}$\",\"type\":\"regex\","
            + "\"attribute_id\":\"asset-customers-zip\",\"system_pattern_id\":null,\"is_valid\":true,"
            + "\"id\":\"5f0c8e62-7a4b-4d0e-9d7c-3b1f2a6e9c01\",\"created_at\":\"2026-11-03T07:45:12Z\","
            + "\"created_by\":\"user-1\",\"severity_hint\":\"high\"}";

    static final String INVALID_PATTERN_JSON = "{\"name\":\"Legacy Code\",\"pattern\":\"([A-Z]{3}-\\\\d+\","
            + "\"type\":\"regex\",\"attribute_id\":\"asset-customers-legacy-code\","
            + "\"system_pattern_id\":\"system-legacy\","
            + "\"is_valid\":false,\"id\":\"p-2\",\"created_at\":\"2026-11-04T10:00:00+00:00\",\"created_by\":null}";

    @Test
    void createsAPattern() {
        api.enqueueData(PATTERN_JSON);
        Pattern created = client.patterns()
                .create(PatternCreateRequest.builder()
                        .name("US Zip Code")
                        .pattern("^[0-9]{5}$")
                        .type("regex")
                        .attributeId("asset-customers-zip")
                        .systemPatternId(null)
                        .build());
        api.takeSent(
                "POST",
                "/api/v1/metrics/pattern",
                "{\"name\":\"US Zip Code\",\"pattern\":\"^[0-9]{5}$\","
                        + "\"type\":\"regex\",\"attribute_id\":\"asset-customers-zip\",\"system_pattern_id\":null}");
        assertThat(created.id()).isEqualTo("5f0c8e62-7a4b-4d0e-9d7c-3b1f2a6e9c01");
        assertThat(created.isValid()).isTrue();
    }

    @Test
    void requiresThePatternOnCreate() {
        assertThatThrownBy(() -> PatternCreateRequest.builder().name("No regex").build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'pattern' is required");
        assertThatThrownBy(() -> PatternCreateRequest.builder().pattern("^a$").build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'name' is required");
    }

    @Test
    void getsAPatternWithEveryField() {
        api.enqueueData(PATTERN_JSON);
        Pattern pattern = client.patterns().get("5f0c8e62-7a4b-4d0e-9d7c-3b1f2a6e9c01");
        RecordedRequest request = api.takeSent("GET", "/api/v1/metrics/pattern/5f0c8e62-7a4b-4d0e-9d7c-3b1f2a6e9c01");
        assertThat(request.getBodySize()).isZero();

        assertThat(pattern.id()).isEqualTo("5f0c8e62-7a4b-4d0e-9d7c-3b1f2a6e9c01");
        assertThat(pattern.name()).isEqualTo("US Zip Code");
        assertThat(pattern.pattern()).isEqualTo("^[0-9]{5}$");
        assertThat(pattern.type()).isEqualTo("regex");
        assertThat(pattern.attributeId()).isEqualTo("asset-customers-zip");
        assertThat(pattern.systemPatternId()).isNull();
        assertThat(pattern.isValid()).isTrue();
        assertThat(pattern.createdAt()).isEqualTo(OffsetDateTime.of(2026, 11, 3, 7, 45, 12, 0, ZoneOffset.UTC));
        assertThat(pattern.createdBy()).isEqualTo("user-1");
        assertThat(pattern.additionalProperties()).containsOnlyKeys("severity_hint");
        assertThat(pattern.additionalProperty("severity_hint").asString()).isEqualTo("high");
    }

    @Test
    void readsThePatternsOfAnAttribute() {
        api.enqueueData("{\"data\":[" + PATTERN_JSON + "],\"count\":1}");
        List<Pattern> patterns = client.patterns().byAttribute("asset-customers-zip");
        api.takeSent("POST", "/api/v1/metrics/pattern/attribute-pattern", "{\"attribute_id\":\"asset-customers-zip\"}");
        assertThat(patterns).singleElement().extracting(Pattern::name).isEqualTo("US Zip Code");
    }

    @Test
    void readsThePatternsOfATermsLinkedAssets() {
        api.enqueueData("{\"data\":[" + PATTERN_JSON + "," + INVALID_PATTERN_JSON + "],\"count\":2}");
        DgqResponse<List<Pattern>> response =
                client.withRawResponse().patterns().byTerm("term-7", RequestOptions.none());
        api.takeSent("POST", "/api/v1/metrics/pattern/attribute-pattern", "{\"term_id\":\"term-7\"}");
        assertThat(response.correlationId()).isEqualTo("corr-123");
        assertThat(response.data()).extracting(Pattern::isValid).containsExactly(true, false);
        Pattern invalid = response.data().get(1);
        assertThat(invalid.pattern()).isEqualTo("([A-Z]{3}-\\d+");
        assertThat(invalid.systemPatternId()).isEqualTo("system-legacy");
        assertThat(invalid.createdAt()).isEqualTo(OffsetDateTime.parse("2026-11-04T10:00:00+00:00"));
        assertThat(invalid.createdBy()).isNull();
        assertThat(invalid.additionalProperties()).isEmpty();
    }

    @Test
    void refusesABlankLookupIdBeforeAnyRequest() {
        assertThatThrownBy(() -> client.patterns().byAttribute(" "))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'attributeId' must not be blank");
        assertThatThrownBy(() -> client.patterns().byTerm(null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'termId' must not be null");
        assertThatThrownBy(() -> client.patterns().get(""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'patternId' must not be blank");
        assertThat(api.requestCount()).isZero();
    }

    @Test
    void listsAPageCountedByCount() {
        api.enqueueData("{\"data\":[" + PATTERN_JSON + "],\"count\":6}");
        ListRequest request = ListRequest.builder()
                .pageSize(1)
                .sort(PatternColumn.CREATED_AT, SortDirection.DESC)
                .filter(PatternColumn.IS_VALID, FilterOperator.EQ, true)
                .build();
        Page<Pattern> page = client.patterns().list(request);
        api.takeSent(
                "POST",
                "/api/v1/metrics/pattern/list",
                "{\"pagination\":{\"page\":1,\"pageSize\":1},"
                        + "\"sorting\":[{\"column\":\"created_at\",\"direction\":\"desc\"}],"
                        + "\"filters\":[{\"column\":\"is_valid\",\"operator\":\"eq\",\"value\":true}],"
                        + "\"search\":\"\",\"export\":false}");
        assertThat(page.totalCount()).isEqualTo(6);
        assertThat(page.items())
                .singleElement()
                .extracting(Pattern::attributeId)
                .isEqualTo("asset-customers-zip");
        assertThat(page.metrics()).isEmpty();
        assertThat(page.hasNextPage()).isTrue();
    }

    @Test
    void refusesAnEmptyUpdate() {
        assertThatThrownBy(() -> PatternUpdateRequest.builder().build())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("at least one field");
    }
}
