package io.dgq.sdk.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dgq.sdk.domains.DomainUpdateRequest;
import io.dgq.sdk.internal.json.Json;
import io.dgq.sdk.paging.Filter;
import io.dgq.sdk.paging.FilterOperator;
import io.dgq.sdk.paging.ListRequest;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every time value the SDK sends goes through one formatter: UTC, seconds, at least milliseconds. */
class TimeOnTheWireTest {

    private static final OffsetDateTime AT_PLUS_TWO =
            OffsetDateTime.of(2026, 11, 22, 18, 27, 0, 0, ZoneOffset.ofHours(2));

    @Test
    void filtersSendTimesInUtcWithSecondsAndMilliseconds() {
        assertThat(Filter.of("created_at", FilterOperator.GTE, AT_PLUS_TWO).value())
                .isEqualTo("2026-11-22T16:27:00.000Z");
        assertThat(Filter.of("created_at", FilterOperator.GTE, AT_PLUS_TWO.withNano(136_000_000))
                        .value())
                .isEqualTo("2026-11-22T16:27:00.136Z");
        assertThat(Filter.of("created_at", FilterOperator.LT, Instant.parse("2026-11-22T16:27:52.1365Z"))
                        .value())
                .isEqualTo("2026-11-22T16:27:52.1365Z");
        assertThat(Filter.of("created_at", FilterOperator.LT, Instant.parse("2026-11-22T16:27:52.000000001Z"))
                        .value())
                .isEqualTo("2026-11-22T16:27:52.000000001Z");
        assertThat(Filter.of(
                                "created_at",
                                FilterOperator.EQ,
                                ZonedDateTime.of(2026, 11, 22, 11, 27, 0, 0, ZoneId.of("America/New_York")))
                        .value())
                .isEqualTo("2026-11-22T16:27:00.000Z");
        assertThat(Filter.of("due", FilterOperator.EQ, LocalDate.of(2026, 11, 2))
                        .value())
                .isEqualTo("2026-11-02");
        assertThat(Filter.of("created_at", FilterOperator.IN, List.of(AT_PLUS_TWO, Instant.EPOCH))
                        .value())
                .isEqualTo(List.of("2026-11-22T16:27:00.000Z", "1970-01-01T00:00:00.000Z"));
    }

    @Test
    void theListBodyCarriesTheFormattedValue() throws Exception {
        ListRequest request = ListRequest.builder()
                .filter("created_at", FilterOperator.GTE, AT_PLUS_TWO)
                .build();
        assertThat(Json.newMapper().writeValueAsString(request))
                .contains("{\"column\":\"created_at\",\"operator\":\"gte\",\"value\":\"2026-11-22T16:27:00.000Z\"}");
    }

    @Test
    void writeBodiesSendTimesTheSameWayAtAnyDepth() {
        DomainUpdateRequest request = DomainUpdateRequest.builder()
                .putAdditionalProperty("reviewed_at", AT_PLUS_TWO)
                .putAdditionalProperty("review", Map.of("due", LocalDate.of(2026, 12, 1)))
                .putAdditionalProperty("history", List.of(Instant.parse("2026-11-22T16:27:52.136Z")))
                .build();
        assertThat(request.toJson().toString())
                .isEqualTo("{\"reviewed_at\":\"2026-11-22T16:27:00.000Z\","
                        + "\"review\":{\"due\":\"2026-12-01\"},\"history\":[\"2026-11-22T16:27:52.136Z\"]}");
    }

    @Test
    void theMapperWritesFreeFormBodiesWithTheSameFormatter() throws Exception {
        assertThat(Json.newMapper().writeValueAsString(Map.of("at", AT_PLUS_TWO)))
                .isEqualTo("{\"at\":\"2026-11-22T16:27:00.000Z\"}");
        assertThat(Json.newMapper()
                        .writeValueAsString(List.of(
                                AT_PLUS_TWO.atZoneSameInstant(ZoneId.of("Asia/Tokyo")),
                                AT_PLUS_TWO.toInstant(),
                                LocalDate.of(2026, 11, 22))))
                .isEqualTo("[\"2026-11-22T16:27:00.000Z\",\"2026-11-22T16:27:00.000Z\",\"2026-11-22\"]");
    }

    @Test
    void refusesTimesWithoutAnOffsetNamingTheField() {
        LocalDateTime local = LocalDateTime.of(2026, 11, 22, 16, 27);
        assertThatThrownBy(() -> Filter.of("created_at", FilterOperator.GTE, local))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'created_at' is a LocalDateTime")
                .hasMessageContaining("Instant, OffsetDateTime or ZonedDateTime");
        assertThatThrownBy(() -> DomainUpdateRequest.builder()
                        .putAdditionalProperty("reviewed_at", LocalTime.NOON)
                        .build())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'reviewed_at' is a LocalTime");
    }
}
