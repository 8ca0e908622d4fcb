// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.sources;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.JsonObject;
import java.util.List;

/**
 * A source as a list shows it: no credentials and no source type object, but the audiences and the source type's tag.
 * {@link Source} is the detail record. See {@link SourceColumn} for the fields a list can sort and filter by.
 */
public final class SourceListItem extends SourceRecord {
    static {
        ModelFields.register(SourceListItem.class, new Fields());
    }

    @JsonProperty("audiences")
    private List<JsonObject> audiences;

    @JsonProperty("source_type_tag")
    private String sourceTypeTag;

    private SourceListItem() {}

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

    /** {@return the audiences ({@code audiences})} */
    public List<JsonObject> audiences() {
        return ModelFields.listOf(ModelFields.decoded(this, "audiences", audiences));
    }

    /** {@return the tag of the source's type ({@code source_type_tag})} */
    public String sourceTypeTag() {
        return ModelFields.decoded(this, "source_type_tag", sourceTypeTag);
    }

    /** The fields {@code SourceListItem} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<SourceListItem> {
        @Override
        public boolean equal(SourceListItem a, SourceListItem b) {
            return ModelFields.listOf(a.audiences).equals(ModelFields.listOf(b.audiences))
                    && ModelFields.sameValue(a.sourceTypeTag, b.sourceTypeTag);
        }

        @Override
        public int hash(SourceListItem model) {
            return ModelFields.hashOf(ModelFields.listOf(model.audiences), model.sourceTypeTag);
        }

        @Override
        public void describe(SourceListItem model, ModelFields.Sink sink) {
            sink.add("audiences", model.audiences).add("source_type_tag", model.sourceTypeTag);
        }
    }

    /** Builds a {@link SourceListItem}: one setter per field, named like its accessor. */
    public static final class Builder extends SourceRecord.Builder<SourceListItem, Builder> {
        private Builder(SourceListItem from) {
            super(SourceListItem.class, from);
        }

        /**
         * Sets the audiences ({@code audiences}).
         *
         * @param audiences the value; {@code null} clears it
         * @return this builder
         */
        public Builder audiences(List<JsonObject> audiences) {
            return put("audiences", audiences);
        }

        /**
         * Sets the tag of the source's type ({@code source_type_tag}).
         *
         * @param sourceTypeTag the value; {@code null} clears it
         * @return this builder
         */
        public Builder sourceTypeTag(String sourceTypeTag) {
            return put("source_type_tag", sourceTypeTag);
        }
    }
}
