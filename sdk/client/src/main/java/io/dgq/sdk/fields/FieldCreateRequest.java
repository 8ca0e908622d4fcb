package io.dgq.sdk.fields;

import io.dgq.sdk.model.WriteRequest;

/**
 * The body of {@code POST /governance/field}. {@code name}, {@code field_tab_id}, {@code data_type} and
 * {@code level} are required.
 *
 * <pre>{@code
 * FieldCreateRequest request = FieldCreateRequest.builder()
 *     .name("Data steward")
 *     .fieldTabId(tab.id())
 *     .dataType("text")
 *     .level("domain")
 *     .build();
 * }</pre>
 */
public final class FieldCreateRequest extends WriteRequest {

    private FieldCreateRequest(Builder builder) {
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

    /** Builds a {@link FieldCreateRequest}. */
    public static final class Builder extends FieldFields<FieldCreateRequest, Builder> {

        private Builder() {}

        @Override
        protected Builder self() {
            return this;
        }

        /**
         * Builds the request.
         *
         * @return the request
         * @throws IllegalStateException if {@code name}, {@code field_tab_id}, {@code data_type} or {@code level}
         *     is not set
         */
        @Override
        public FieldCreateRequest build() {
            require("name");
            require("field_tab_id");
            require("data_type");
            require("level");
            return new FieldCreateRequest(this);
        }
    }
}
