package io.dgq.sdk.documents;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * A document: content blocks attached to an object through a {@code category} and an {@code object_id}. Every
 * document answer (get, list, latest, by object, create) has this shape. See {@link DocumentColumn} for the fields
 * a list can sort and filter by.
 */
public final class Document extends ApiObject {

    @JsonProperty("id")
    private String id;
    @JsonProperty("category")
    private String category;
    @JsonProperty("object_id")
    private String objectId;
    @JsonProperty("object_qualified_name")
    private String objectQualifiedName;
    @JsonProperty("name")
    private String name;
    @JsonProperty("content")
    private List<ContentBlock> content;
    @JsonProperty("created_at")
    private OffsetDateTime createdAt;
    @JsonProperty("created_by")
    private String createdBy;

    private Document() {
    }

    /** {@return the document's id ({@code id})} */
    public String id() {
        return id;
    }

    /** {@return the kind of object the document is attached to ({@code category})} */
    public String category() {
        return category;
    }

    /** {@return the id of the object the document is attached to ({@code object_id})} */
    public String objectId() {
        return objectId;
    }

    /** {@return the qualified name of that object ({@code object_qualified_name})} */
    public String objectQualifiedName() {
        return objectQualifiedName;
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return name;
    }

    /** {@return the content blocks, in the order received ({@code content})} */
    public List<ContentBlock> content() {
        return listOf(content);
    }

    /** {@return when the document was created ({@code created_at})} */
    public OffsetDateTime createdAt() {
        return createdAt;
    }

    /** {@return who created the document ({@code created_by})} */
    public String createdBy() {
        return createdBy;
    }

    @Override
    public String toString() {
        return "Document{id=" + id + ", name=" + name + ", category=" + category + ", objectId=" + objectId
                + ", blocks=" + content().size() + "}";
    }
}
