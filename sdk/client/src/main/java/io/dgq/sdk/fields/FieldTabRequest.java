// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code POST /governance/field/update-tab}: without {@code id} it creates a tab, and {@code name} is
 * required; with {@code id} it changes that tab's fields that are set.
 *
 * <pre>{@code
 * FieldTabRequest create = FieldTabRequest.builder().name("Stewardship").icon("shield").build();
 * FieldTabRequest rename = FieldTabRequest.builder().id(tab.id()).name("Ownership").build();
 * }</pre>
 */
public final class FieldTabRequest extends WriteRequest {
    private FieldTabRequest(Builder builder) {
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

    /** Builds a {@link FieldTabRequest}. */
    public static final class Builder extends WriteRequest.Builder<FieldTabRequest, Builder> {
        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        /**
         * Sets {@code id}, so that the request updates that tab instead of creating one.
         *
         * @param id the tab's id
         * @return this builder
         */
        public Builder id(String id) {
            return set("id", id);
        }

        /**
         * Sets {@code name}.
         *
         * @param name the tab's name
         * @return this builder
         */
        public Builder name(String name) {
            return set("name", name);
        }

        /**
         * Sets {@code icon}.
         *
         * @param icon the icon, or {@code null} for none
         * @return this builder
         */
        public Builder icon(String icon) {
            return set("icon", icon);
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if {@code id} is not set and {@code name} is not set either, or if {@code id}
         *     is set and no other field is
         */
        @Override
        public FieldTabRequest build() {
            if (fields().containsKey("id")) {
                require("id");
                if (fields().size() == 1) {
                    throw new IllegalStateException("An update of a tab must set at least one field besides 'id'");
                }
            } else {
                require("name");
            }
            return new FieldTabRequest(this);
        }
    }
}
