// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
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

    private ClusterDomain() {}

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

    /** {@return the domain's id ({@code id})} */
    public String id() {
        return decoded("id", id);
    }

    /** {@return the kind of entry ({@code type})} */
    public String type() {
        return decoded("type", type);
    }

    /** {@return the display label ({@code label})} */
    public String label() {
        return decoded("label", label);
    }

    /** {@return whether the alert's propagation to this domain is shown ({@code show_propagation})} */
    public Boolean showPropagation() {
        return decoded("show_propagation", showPropagation);
    }

    @Override
    protected boolean fieldsEqual(ApiObject other) {
        ClusterDomain that = (ClusterDomain) other;
        return sameValue(id, that.id)
                && sameValue(type, that.type)
                && sameValue(label, that.label)
                && sameValue(showPropagation, that.showPropagation);
    }

    @Override
    protected void describeFields(ApiObject.Description description) {
        description
                .add("id", this.id)
                .add("type", this.type)
                .add("label", this.label)
                .add("show_propagation", this.showPropagation);
    }

    @Override
    protected int fieldsHashCode() {
        return hashOf(id, type, label, showPropagation);
    }

    /** Builds a {@link ClusterDomain}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<ClusterDomain, Builder> {
        private Builder(ClusterDomain from) {
            super(ClusterDomain.class, from);
        }

        /**
         * Sets the domain's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            return put("id", id);
        }

        /**
         * Sets the kind of entry ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public Builder type(String type) {
            return put("type", type);
        }

        /**
         * Sets the display label ({@code label}).
         *
         * @param label the value; {@code null} clears it
         * @return this builder
         */
        public Builder label(String label) {
            return put("label", label);
        }

        /**
         * Sets whether the alert's propagation to this domain is shown ({@code show_propagation}).
         *
         * @param showPropagation the value; {@code null} clears it
         * @return this builder
         */
        public Builder showPropagation(Boolean showPropagation) {
            return put("show_propagation", showPropagation);
        }
    }
}
