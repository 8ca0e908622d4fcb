// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.model;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * How fresh a record's documented context is ({@code context_freshness}). Every governed record carries
 * {@code description} and {@code owner_verified}; terms also carry {@code synonyms} and {@code metric_updated}
 * ({@code null} elsewhere).
 */
public final class ContextFreshness extends ApiObject {
    @JsonProperty("description")
    private String description;

    @JsonProperty("owner_verified")
    private String ownerVerified;

    @JsonProperty("synonyms")
    private String synonyms;

    @JsonProperty("metric_updated")
    private String metricUpdated;

    private ContextFreshness() {}

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

    /** {@return when the description was last updated ({@code description})} */
    public String description() {
        return decoded("description", description);
    }

    /** {@return when an owner last verified the context ({@code owner_verified})} */
    public String ownerVerified() {
        return decoded("owner_verified", ownerVerified);
    }

    /** {@return when the synonyms were last updated ({@code synonyms}; terms only)} */
    public String synonyms() {
        return decoded("synonyms", synonyms);
    }

    /** {@return when the metrics were last updated ({@code metric_updated}; terms only)} */
    public String metricUpdated() {
        return decoded("metric_updated", metricUpdated);
    }

    @Override
    protected boolean fieldsEqual(ApiObject other) {
        ContextFreshness that = (ContextFreshness) other;
        return sameValue(description, that.description)
                && sameValue(ownerVerified, that.ownerVerified)
                && sameValue(synonyms, that.synonyms)
                && sameValue(metricUpdated, that.metricUpdated);
    }

    @Override
    protected void describeFields(ApiObject.Description description) {
        description
                .add("description", this.description)
                .add("owner_verified", this.ownerVerified)
                .add("synonyms", this.synonyms)
                .add("metric_updated", this.metricUpdated);
    }

    @Override
    protected int fieldsHashCode() {
        return hashOf(description, ownerVerified, synonyms, metricUpdated);
    }

    /** Builds a {@link ContextFreshness}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<ContextFreshness, Builder> {
        private Builder(ContextFreshness from) {
            super(ContextFreshness.class, from);
        }

        /**
         * Sets when the description was last updated ({@code description}).
         *
         * @param description the value; {@code null} clears it
         * @return this builder
         */
        public Builder description(String description) {
            return put("description", description);
        }

        /**
         * Sets when an owner last verified the context ({@code owner_verified}).
         *
         * @param ownerVerified the value; {@code null} clears it
         * @return this builder
         */
        public Builder ownerVerified(String ownerVerified) {
            return put("owner_verified", ownerVerified);
        }

        /**
         * Sets when the synonyms were last updated ({@code synonyms}; terms only).
         *
         * @param synonyms the value; {@code null} clears it
         * @return this builder
         */
        public Builder synonyms(String synonyms) {
            return put("synonyms", synonyms);
        }

        /**
         * Sets when the metrics were last updated ({@code metric_updated}; terms only).
         *
         * @param metricUpdated the value; {@code null} clears it
         * @return this builder
         */
        public Builder metricUpdated(String metricUpdated) {
            return put("metric_updated", metricUpdated);
        }
    }
}
