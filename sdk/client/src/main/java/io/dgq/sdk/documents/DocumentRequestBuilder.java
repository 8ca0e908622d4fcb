// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.documents;

import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The settable fields of a document, shared by {@link DocumentCreateRequest.Builder} and
 * {@link DocumentUpdateRequest.Builder}. Each setter sends its field; {@code null} sends {@code null}, which clears the
 * field on update.
 *
 * @param <R> the request built
 * @param <B> the concrete builder
 */
public abstract class DocumentRequestBuilder<R extends WriteRequest, B extends DocumentRequestBuilder<R, B>>
        extends WriteRequest.Builder<R, B> {
    DocumentRequestBuilder() {}

    /**
     * Sets {@code category}.
     *
     * @param category the kind of object the document is attached to
     * @return this builder
     */
    public B category(String category) {
        return set("category", category);
    }

    /**
     * Sets {@code object_id}.
     *
     * @param objectId the id of the object the document is attached to
     * @return this builder
     */
    public B objectId(String objectId) {
        return set("object_id", objectId);
    }

    /**
     * Sets {@code object_qualified_name}.
     *
     * @param objectQualifiedName the qualified name of that object
     * @return this builder
     */
    public B objectQualifiedName(String objectQualifiedName) {
        return set("object_qualified_name", objectQualifiedName);
    }

    /**
     * Sets {@code name}.
     *
     * @param name the document's name
     * @return this builder
     */
    public B name(String name) {
        return set("name", name);
    }

    /**
     * Sets {@code content}: the whole list of blocks, which replaces the stored one.
     *
     * @param content the blocks, in order
     * @return this builder
     * @throws NullPointerException if a block is {@code null}
     */
    public B content(List<ContentBlock> content) {
        if (content == null) {
            return set("content", null);
        }
        List<JsonObject> json = new ArrayList<>(content.size());
        for (int i = 0; i < content.size(); i++) {
            json.add(Objects.requireNonNull(content.get(i), "content[" + i + "] is null")
                    .toJson());
        }
        return set("content", json);
    }
}
