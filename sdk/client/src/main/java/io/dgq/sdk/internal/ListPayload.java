package io.dgq.sdk.internal;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.paging.MetricSummary;
import java.util.List;

/**
 * The {@code data} of a list answer: {@code {"data": [...], "total_count": n, "metrics": [...]}} ({@code count}
 * instead of {@code total_count} on patterns). Internal.
 *
 * @param <T> the record type
 */
public final class ListPayload<T> {

    @JsonProperty("data")
    private List<T> data;

    @JsonProperty("total_count")
    private Long totalCount;

    @JsonProperty("count")
    private Long count;

    @JsonProperty("metrics")
    private List<MetricSummary> metrics;

    private ListPayload() {}

    /** {@return the records; never {@code null}} */
    public List<T> items() {
        return data == null ? List.of() : data;
    }

    /** {@return whether the answer had its array of records; a list answer without one is refused} */
    boolean hasItems() {
        return data != null;
    }

    /** {@return {@code total_count}, else {@code count}, else the number of records} */
    public long total() {
        return totalCount != null ? totalCount : count != null ? count : items().size();
    }

    /** {@return the summary counters; never {@code null}} */
    public List<MetricSummary> metrics() {
        return metrics == null ? List.of() : metrics;
    }
}
