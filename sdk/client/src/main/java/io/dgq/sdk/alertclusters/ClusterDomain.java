// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.alertclusters;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.ApiObject;

/** A domain an alert cluster touches (an entry of its {@code domain}). */
public final class ClusterDomain extends ApiObject {
    static {
        ModelFields.register(ClusterDomain.class, new Fields());
    }

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
        return ModelFields.decoded(this, "id", id);
    }

    /** {@return the kind of entry ({@code type})} */
    public String type() {
        return ModelFields.decoded(this, "type", type);
    }

    /** {@return the display label ({@code label})} */
    public String label() {
        return ModelFields.decoded(this, "label", label);
    }

    /** {@return whether the alert's propagation to this domain is shown ({@code show_propagation})} */
    public Boolean showPropagation() {
        return ModelFields.decoded(this, "show_propagation", showPropagation);
    }

    /** The fields {@code ClusterDomain} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<ClusterDomain> {
        @Override
        public boolean equal(ClusterDomain a, ClusterDomain b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.type, b.type)
                    && ModelFields.sameValue(a.label, b.label)
                    && ModelFields.sameValue(a.showPropagation, b.showPropagation);
        }

        @Override
        public int hash(ClusterDomain model) {
            return ModelFields.hashOf(model.id, model.type, model.label, model.showPropagation);
        }

        @Override
        public void describe(ClusterDomain model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("type", model.type)
                    .add("label", model.label)
                    .add("show_propagation", model.showPropagation);
        }
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
