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

    private ContextFreshness() {
    }

    /** {@return when the description was last updated ({@code description})} */
    public String description() {
        return description;
    }

    /** {@return when an owner last verified the context ({@code owner_verified})} */
    public String ownerVerified() {
        return ownerVerified;
    }

    /** {@return when the synonyms were last updated ({@code synonyms}; terms only)} */
    public String synonyms() {
        return synonyms;
    }

    /** {@return when the metrics were last updated ({@code metric_updated}; terms only)} */
    public String metricUpdated() {
        return metricUpdated;
    }

    @Override
    public String toString() {
        return "ContextFreshness{description=" + description + ", ownerVerified=" + ownerVerified + "}";
    }
}
