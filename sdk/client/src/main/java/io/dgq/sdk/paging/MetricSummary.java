package io.dgq.sdk.paging;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;

/**
 * A summary counter that some lists carry beside their records ({@code metrics}): for example "Verified: 12, up 2".
 */
public final class MetricSummary extends ApiObject {

    @JsonProperty("title")
    private String title;
    @JsonProperty("value")
    private Long value;
    @JsonProperty("trend")
    private String trend;
    @JsonProperty("trendValue")
    private String trendValue;
    @JsonProperty("type")
    private String type;

    private MetricSummary() {
    }

    /** {@return the counter's title ({@code title})} */
    public String title() {
        return title;
    }

    /** {@return the counter's value ({@code value})} */
    public Long value() {
        return value;
    }

    /** {@return the trend's direction ({@code trend})} */
    public String trend() {
        return trend;
    }

    /** {@return the trend's amount, as text ({@code trendValue})} */
    public String trendValue() {
        return trendValue;
    }

    /** {@return the counter's kind ({@code type})} */
    public String type() {
        return type;
    }

    @Override
    public String toString() {
        return "MetricSummary{title=" + title + ", value=" + value + ", trend=" + trend + "}";
    }
}
