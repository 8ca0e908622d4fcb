// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;

/**
 * A source's detail record ({@code GET /core/source/{sourceId}}), with its credentials and source type. A list shows
 * {@link SourceListItem} instead. {@link #toString()} masks the secrets of the credentials and the config.
 */
public final class Source extends SourceRecord {
    static {
        ModelFields.register(Source.class, new Fields());
    }

    @JsonProperty("credentials")
    private SourceCredentials credentials;

    @JsonProperty("source_type_id")
    private String sourceTypeId;

    @JsonProperty("source_type")
    private SourceType sourceType;

    private Source() {}

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

    /** {@return the connection credentials, some of them encoded by the server ({@code credentials})} */
    public SourceCredentials credentials() {
        return ModelFields.decoded(this, "credentials", credentials);
    }

    /** {@return the source type's id ({@code source_type_id})} */
    public String sourceTypeId() {
        return ModelFields.decoded(this, "source_type_id", sourceTypeId);
    }

    /** {@return the source type ({@code source_type})} */
    public SourceType sourceType() {
        return ModelFields.decoded(this, "source_type", sourceType);
    }

    /** The fields {@code Source} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<Source> {
        @Override
        public boolean equal(Source a, Source b) {
            return ModelFields.sameValue(a.credentials, b.credentials)
                    && ModelFields.sameValue(a.sourceTypeId, b.sourceTypeId)
                    && ModelFields.sameValue(a.sourceType, b.sourceType);
        }

        @Override
        public int hash(Source model) {
            return ModelFields.hashOf(model.credentials, model.sourceTypeId, model.sourceType);
        }

        @Override
        public void describe(Source model, ModelFields.Sink sink) {
            sink.add("credentials", model.credentials)
                    .add("source_type_id", model.sourceTypeId)
                    .add("source_type", model.sourceType);
        }
    }

    /** Builds a {@link Source}: one setter per field, named like its accessor. */
    public static final class Builder extends SourceRecord.Builder<Source, Builder> {
        private Builder(Source from) {
            super(Source.class, from);
        }

        /**
         * Sets the connection credentials, some of them encoded by the server ({@code credentials}).
         *
         * @param credentials the value; {@code null} clears it
         * @return this builder
         */
        public Builder credentials(SourceCredentials credentials) {
            return put("credentials", credentials);
        }

        /**
         * Sets the source type's id ({@code source_type_id}).
         *
         * @param sourceTypeId the value; {@code null} clears it
         * @return this builder
         */
        public Builder sourceTypeId(String sourceTypeId) {
            return put("source_type_id", sourceTypeId);
        }

        /**
         * Sets the source type ({@code source_type}).
         *
         * @param sourceType the value; {@code null} clears it
         * @return this builder
         */
        public Builder sourceType(SourceType sourceType) {
            return put("source_type", sourceType);
        }
    }
}
