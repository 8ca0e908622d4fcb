package io.dgq.sdk.alertclusters;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;

/** A domain an alert cluster touches (an entry of its {@code domain}). */
public final class ClusterDomain extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("type")
    private String type;
    @JsonProperty("label")
    private String label;
    @JsonProperty("show_propagation")
    private Boolean showPropagation;

    private ClusterDomain() {
    }

    /** {@return the domain's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the kind of entry ({@code type})} */
    public String type() {
        return type;
    }

    /** {@return the display label ({@code label})} */
    public String label() {
        return label;
    }

    /** {@return whether the alert's propagation to this domain is shown ({@code show_propagation})} */
    public Boolean showPropagation() {
        return showPropagation;
    }

    @Override
    public String toString() {
        return "ClusterDomain{id=" + id + ", label=" + label + "}";
    }
}
