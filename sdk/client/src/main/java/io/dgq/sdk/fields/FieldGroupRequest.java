// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code POST /governance/field/update-group}: without {@code id} it creates a group, with {@code id} it
 * renames that group. {@code name} is required.
 *
 * <pre>{@code
 * FieldGroupRequest create = FieldGroupRequest.builder().name("Ownership").build();
 * FieldGroupRequest rename = FieldGroupRequest.builder().id(group.id()).name("Stewardship").build();
 * }</pre>
 */
public final class FieldGroupRequest extends WriteRequest {
    private FieldGroupRequest(Builder builder) {
        super(builder);
    }

    /**
     * Returns a new builder.
     *
     * @return an empty builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link FieldGroupRequest}. */
    public static final class Builder extends WriteRequest.Builder<FieldGroupRequest, Builder> {
        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        /**
         * Sets {@code id}, so that the request updates that group instead of creating one.
         *
         * @param id the group's id
         * @return this builder
         */
        public Builder id(String id) {
            return set("id", id);
        }

        /**
         * Sets {@code name}.
         *
         * @param name the group's name
         * @return this builder
         */
        public Builder name(String name) {
            return set("name", name);
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if {@code id} is not set and {@code name} is not set either, or if {@code id}
         *     is set and no other field is
         */
        @Override
        public FieldGroupRequest build() {
            if (fields().containsKey("id")) {
                require("id");
                if (fields().size() == 1) {
                    throw new IllegalStateException("An update of a group must set at least one field besides 'id'");
                }
            } else {
                require("name");
            }
            return new FieldGroupRequest(this);
        }
    }
}
