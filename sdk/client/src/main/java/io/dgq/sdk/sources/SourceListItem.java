package io.dgq.sdk.sources;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.JsonObject;
import java.util.List;

/**
 * A source as a list shows it: no credentials and no source type object, but the audiences and the source type's
 * tag. {@link Source} is the detail record. See {@link SourceColumn} for the fields a list can sort and filter by.
 */
public final class SourceListItem extends SourceRecord {

    @JsonProperty("audiences")
    private List<JsonObject> audiences;
    @JsonProperty("source_type_tag")
    private String sourceTypeTag;

    private SourceListItem() {
    }

    /** {@return the audiences ({@code audiences})} */
    public List<JsonObject> audiences() {
        return listOf(audiences);
    }

    /** {@return the tag of the source's type ({@code source_type_tag})} */
    public String sourceTypeTag() {
        return sourceTypeTag;
    }

    @Override
    public String toString() {
        return "SourceListItem{id=" + id() + ", name=" + name() + ", type=" + type() + ", sourceTypeTag="
                + sourceTypeTag + "}";
    }
}
