// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.paging;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;

/** A summary counter that some lists carry beside their records ({@code metrics}): for example "Verified: 12, up 2". */
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

    private MetricSummary() {}

    /**
     * Returns an empty builder, for example to stub a client in a test.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder(null);
    }

    @Override
    public Builder toBuilder() {
        return new Builder(this);
    }

    /** {@return the counter's title ({@code title})} */
    public String title() {
        return decoded("title", title);
    }

    /** {@return the counter's value ({@code value})} */
    public Long value() {
        return decoded("value", value);
    }

    /** {@return the trend's direction ({@code trend})} */
    public String trend() {
        return decoded("trend", trend);
    }

    /** {@return the trend's amount, as text ({@code trendValue})} */
    public String trendValue() {
        return decoded("trendValue", trendValue);
    }

    /** {@return the counter's kind ({@code type})} */
    public String type() {
        return decoded("type", type);
    }

    @Override
    protected boolean fieldsEqual(ApiObject other) {
        MetricSummary that = (MetricSummary) other;
        return sameValue(title, that.title)
                && sameValue(value, that.value)
                && sameValue(trend, that.trend)
                && sameValue(trendValue, that.trendValue)
                && sameValue(type, that.type);
    }

    @Override
    protected void describeFields(ApiObject.Description description) {
        description
                .add("title", this.title)
                .add("value", this.value)
                .add("trend", this.trend)
                .add("trendValue", this.trendValue)
                .add("type", this.type);
    }

    @Override
    protected int fieldsHashCode() {
        return hashOf(title, value, trend, trendValue, type);
    }

    /** Builds a {@link MetricSummary}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<MetricSummary, Builder> {
        private Builder(MetricSummary from) {
            super(MetricSummary.class, from);
        }

        /**
         * Sets the counter's title ({@code title}).
         *
         * @param title the value; {@code null} clears it
         * @return this builder
         */
        public Builder title(String title) {
            return put("title", title);
        }

        /**
         * Sets the counter's value ({@code value}).
         *
         * @param value the value; {@code null} clears it
         * @return this builder
         */
        public Builder value(Long value) {
            return put("value", value);
        }

        /**
         * Sets the trend's direction ({@code trend}).
         *
         * @param trend the value; {@code null} clears it
         * @return this builder
         */
        public Builder trend(String trend) {
            return put("trend", trend);
        }

        /**
         * Sets the trend's amount, as text ({@code trendValue}).
         *
         * @param trendValue the value; {@code null} clears it
         * @return this builder
         */
        public Builder trendValue(String trendValue) {
            return put("trendValue", trendValue);
        }

        /**
         * Sets the counter's kind ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public Builder type(String type) {
            return put("type", type);
        }
    }
}
