// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.glossaries;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JsonNode;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.models.ModelBuilder;
import io.dgq.sdk.internal.models.ModelFields;
import io.dgq.sdk.internal.models.ModelState;
import io.dgq.sdk.json.JsonValue;
import io.dgq.sdk.model.ApiObject;
import io.dgq.sdk.model.Status;
import java.util.List;
import java.util.Map;

/**
 * One node of the glossary tree: a glossary, one of its categories, or a term ({@link #nodeType()}). Top-level
 * glossaries hold their categories and terms as children.
 */
@Companion(GlossaryTreeNode.Fields.class)
public final class GlossaryTreeNode implements ApiObject {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("name")
    private final String name;

    @JsonProperty("node_type")
    private final GlossaryNodeType nodeType;

    @JsonProperty("parent_id")
    private final String parentId;

    @JsonProperty("status")
    private final Status status;

    @JsonProperty("children")
    private final List<GlossaryTreeNode> children;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private GlossaryTreeNode(
            String id,
            String name,
            GlossaryNodeType nodeType,
            String parentId,
            Status status,
            List<GlossaryTreeNode> children) {
        this.id = id;
        this.name = name;
        this.nodeType = nodeType;
        this.parentId = parentId;
        this.status = status;
        this.children = children;
    }

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

    /** {@return the glossary's, category's or term's id ({@code id})} */
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelState.decoded(this, state, "name", name);
    }

    /** {@return what the node is ({@code node_type}); an open set} */
    public GlossaryNodeType nodeType() {
        return ModelState.decoded(this, state, "node_type", nodeType);
    }

    /** {@return the parent's id ({@code parent_id}); {@code null} at the top} */
    public String parentId() {
        return ModelState.decoded(this, state, "parent_id", parentId);
    }

    /** {@return the review status ({@code status})} */
    public Status status() {
        return ModelState.decoded(this, state, "status", status);
    }

    /** {@return the child nodes ({@code children})} */
    public List<GlossaryTreeNode> children() {
        return ModelFields.listOf(ModelState.decoded(this, state, "children", children));
    }

    @JsonAnyGetter
    @SuppressWarnings("UnusedMethod")
    private Map<String, JsonNode> unknownFields() {
        // Jackson calls it to write those members back
        return ModelState.unknownFields(state);
    }

    @Override
    public Map<String, JsonValue> additionalProperties() {
        return ModelState.additionalProperties(this);
    }

    @Override
    public JsonValue additionalProperty(String name) {
        return ModelState.additionalProperty(this, name);
    }

    @Override
    public void validate() {
        ModelState.validate(this);
    }

    @Override
    public boolean equals(Object o) {
        return ModelState.equal(this, o);
    }

    @Override
    public int hashCode() {
        return ModelState.hash(this);
    }

    @Override
    public String toString() {
        return ModelFields.describe(this);
    }

    /** The fields {@code GlossaryTreeNode} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<GlossaryTreeNode> {
        @Override
        public boolean equal(GlossaryTreeNode a, GlossaryTreeNode b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.nodeType, b.nodeType)
                    && ModelFields.sameValue(a.parentId, b.parentId)
                    && ModelFields.sameValue(a.status, b.status)
                    && ModelFields.listOf(a.children).equals(ModelFields.listOf(b.children));
        }

        @Override
        public int hash(GlossaryTreeNode model) {
            return ModelFields.hashOf(
                    model.id,
                    model.name,
                    model.nodeType,
                    model.parentId,
                    model.status,
                    ModelFields.listOf(model.children));
        }

        @Override
        public void describe(GlossaryTreeNode model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("name", model.name)
                    .add("node_type", model.nodeType)
                    .add("parent_id", model.parentId)
                    .add("status", model.status)
                    .add("children", model.children);
        }

        @Override
        public List<String> names() {
            return List.of("id", "name", "node_type", "parent_id", "status", "children");
        }

        @Override
        public ModelState state(GlossaryTreeNode model) {
            return model.state;
        }

        @Override
        public void state(GlossaryTreeNode model, ModelState state) {
            model.state = state;
        }

        @Override
        @SuppressWarnings("unchecked")
        public GlossaryTreeNode create(Object[] values) {
            return new GlossaryTreeNode(
                    (String) values[0],
                    (String) values[1],
                    (GlossaryNodeType) values[2],
                    (String) values[3],
                    (Status) values[4],
                    (List<GlossaryTreeNode>) values[5]);
        }
    }

    /** Builds a {@link GlossaryTreeNode}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(GlossaryTreeNode from) {
            this.state = new ModelBuilder(GlossaryTreeNode.class, from);
        }

        /**
         * Sets the glossary's, category's or term's id ({@code id}).
         *
         * @param id the value; {@code null} clears it
         * @return this builder
         */
        public Builder id(String id) {
            state.put("id", id);
            return this;
        }

        /**
         * Sets the name ({@code name}).
         *
         * @param name the value; {@code null} clears it
         * @return this builder
         */
        public Builder name(String name) {
            state.put("name", name);
            return this;
        }

        /**
         * Sets what the node is ({@code node_type}); an open set.
         *
         * @param nodeType the value; {@code null} clears it
         * @return this builder
         */
        public Builder nodeType(GlossaryNodeType nodeType) {
            state.put("node_type", nodeType);
            return this;
        }

        /**
         * Sets the parent's id ({@code parent_id}); {@code null} at the top.
         *
         * @param parentId the value; {@code null} clears it
         * @return this builder
         */
        public Builder parentId(String parentId) {
            state.put("parent_id", parentId);
            return this;
        }

        /**
         * Sets the review status ({@code status}).
         *
         * @param status the value; {@code null} clears it
         * @return this builder
         */
        public Builder status(Status status) {
            state.put("status", status);
            return this;
        }

        /**
         * Sets the child nodes ({@code children}).
         *
         * @param children the value; {@code null} clears it
         * @return this builder
         */
        public Builder children(List<GlossaryTreeNode> children) {
            state.put("children", children);
            return this;
        }

        /**
         * Sets a field {@code GlossaryTreeNode} has no accessor for; it reads back through
         * {@code additionalProperty(jsonName)}.
         *
         * @param jsonName the JSON field name; not the name of a field the model has an accessor for
         * @param value the value; {@code null} stands for JSON {@code null}
         * @return this builder
         * @throws IllegalArgumentException if the name is blank or is the JSON name of a known field (use its typed
         *     setter)
         */
        @Override
        public Builder putAdditionalProperty(String jsonName, JsonValue value) {
            state.putAdditional(jsonName, value);
            return this;
        }

        /**
         * Sets several fields {@code GlossaryTreeNode} has no accessor for.
         *
         * @param properties the fields by JSON name
         * @return this builder
         * @throws IllegalArgumentException if a name is blank or is the JSON name of a known field
         */
        @Override
        public Builder putAllAdditionalProperties(Map<String, ? extends JsonValue> properties) {
            state.putAllAdditional(properties);
            return this;
        }

        /**
         * Removes a field {@code GlossaryTreeNode} has no accessor for.
         *
         * @param jsonName the JSON field name
         * @return this builder
         */
        @Override
        public Builder removeAdditionalProperty(String jsonName) {
            state.removeAdditional(jsonName);
            return this;
        }

        /**
         * Builds the {@code GlossaryTreeNode} from the fields set so far, as an answer holding them is decoded; the
         * builder can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public GlossaryTreeNode build() {
            return state.build(GlossaryTreeNode.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
