package io.dgq.sdk.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.sdk.domains.Domain;
import io.dgq.sdk.metricdetails.MetricDetail;
import io.dgq.sdk.metricdetails.Threshold;
import io.dgq.sdk.terms.TermListItem;
import io.dgq.sdk.testing.TestJson;
import org.junit.jupiter.api.Test;

/**
 * {@code toString()} is plain code: each field that holds a value by its JSON name with the value as JSON, in the
 * order of the fields, then the unknown fields as received; text escaped as JSON, times in UTC, nested models as JSON
 * objects, a wrong-typed value as it arrived.
 */
class ToStringTest {

    @Test
    void writesEachValueAsJsonInFieldOrderThenTheUnknownFields() throws Exception {
        Domain domain = TestJson.MAPPER.readValue("""
                {"future":null,"name":"Q\\"4\\"\\n\\u00e9t\\u00e9\\u0001","id":"d-1","status":"NEW_STATE",
                 "created_at":"2026-11-01T09:30:00+01:00","owner":[{"id":"u-1","x":[1,{"y":null}]}],
                 "parents":[],"description":null,"level":"two"}
                """, Domain.class);

        assertThat(domain.toString())
                .isEqualTo("Domain{id=\"d-1\", name=\"Q\\\"4\\\"\\nété\\u0001\", status=\"NEW_STATE\","
                        + " created_at=\"2026-11-01T08:30:00.000Z\", owner=[{\"id\":\"u-1\",\"x\":[1,{\"y\":null}]}],"
                        + " future=null, level=\"two\"}");
    }

    @Test
    void leavesOutJsonNullOfAKnownFreeFormFieldAndWritesNumbersAsTheyAre() throws Exception {
        TermListItem term = TestJson.MAPPER.readValue(
                "{\"id\":\"t-1\",\"min_length\":null,\"max_length\":{\"n\":2},\"enum\":[null,\"a\"],\"total_views\":7}",
                TermListItem.class);
        MetricDetail metric = MetricDetail.builder()
                .id("m-1")
                .threshold(Threshold.of(0.5, 1e21))
                .build();

        assertThat(term.toString())
                .isEqualTo("TermListItem{id=\"t-1\", total_views=7, max_length={\"n\":2}, enum=[null,\"a\"]}");
        assertThat(metric.toString())
                .isEqualTo("MetricDetail{id=\"m-1\", threshold={\"lower_threshold\":0.5,\"upper_threshold\":1.0E21}}");
    }
}
