// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.domains;

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

/** One domain of the domain tree, with its child domains. */
@Companion(DomainTreeNode.Fields.class)
public final class DomainTreeNode implements ApiObject {
    @JsonProperty("id")
    private final String id;

    @JsonProperty("name")
    private final String name;

    @JsonProperty("type")
    private final String type;

    @JsonProperty("parent_id")
    private final String parentId;

    @JsonProperty("status")
    private final Status status;

    @JsonProperty("level")
    private final Long level;

    @JsonProperty("children")
    private final List<DomainTreeNode> children;

    /** What decoding kept besides the fields, and the caches; {@code null} while none. */
    private ModelState state;

    private DomainTreeNode(
            String id,
            String name,
            String type,
            String parentId,
            Status status,
            Long level,
            List<DomainTreeNode> children) {
        this.id = id;
        this.name = name;
        this.type = type;
        this.parentId = parentId;
        this.status = status;
        this.level = level;
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

    /** {@return the domain's id ({@code id})} */
    public String id() {
        return ModelState.decoded(this, state, "id", id);
    }

    /** {@return the name ({@code name})} */
    public String name() {
        return ModelState.decoded(this, state, "name", name);
    }

    /** {@return the kind of domain ({@code type})} */
    public String type() {
        return ModelState.decoded(this, state, "type", type);
    }

    /** {@return the parent's id ({@code parent_id}); {@code null} at the top} */
    public String parentId() {
        return ModelState.decoded(this, state, "parent_id", parentId);
    }

    /** {@return the review status ({@code status})} */
    public Status status() {
        return ModelState.decoded(this, state, "status", status);
    }

    /** {@return the depth in the tree ({@code level})} */
    public Long level() {
        return ModelState.decoded(this, state, "level", level);
    }

    /** {@return the child domains ({@code children})} */
    public List<DomainTreeNode> children() {
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

    /** The fields {@code DomainTreeNode} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    static final class Fields implements ModelFields.Table<DomainTreeNode> {
        @Override
        public boolean equal(DomainTreeNode a, DomainTreeNode b) {
            return ModelFields.sameValue(a.id, b.id)
                    && ModelFields.sameValue(a.name, b.name)
                    && ModelFields.sameValue(a.type, b.type)
                    && ModelFields.sameValue(a.parentId, b.parentId)
                    && ModelFields.sameValue(a.status, b.status)
                    && ModelFields.sameValue(a.level, b.level)
                    && ModelFields.listOf(a.children).equals(ModelFields.listOf(b.children));
        }

        @Override
        public int hash(DomainTreeNode model) {
            return ModelFields.hashOf(
                    model.id,
                    model.name,
                    model.type,
                    model.parentId,
                    model.status,
                    model.level,
                    ModelFields.listOf(model.children));
        }

        @Override
        public void describe(DomainTreeNode model, ModelFields.Sink sink) {
            sink.add("id", model.id)
                    .add("name", model.name)
                    .add("type", model.type)
                    .add("parent_id", model.parentId)
                    .add("status", model.status)
                    .add("level", model.level)
                    .add("children", model.children);
        }

        @Override
        public List<String> names() {
            return List.of("id", "name", "type", "parent_id", "status", "level", "children");
        }

        @Override
        public ModelState state(DomainTreeNode model) {
            return model.state;
        }

        @Override
        public void state(DomainTreeNode model, ModelState state) {
            model.state = state;
        }

        @Override
        @SuppressWarnings("unchecked")
        public DomainTreeNode create(Object[] values) {
            return new DomainTreeNode(
                    (String) values[0],
                    (String) values[1],
                    (String) values[2],
                    (String) values[3],
                    (Status) values[4],
                    (Long) values[5],
                    (List<DomainTreeNode>) values[6]);
        }
    }

    /** Builds a {@link DomainTreeNode}: one setter per field, named like its accessor. */
    public static final class Builder implements ApiObject.Builder {
        private final ModelBuilder state;

        private Builder(DomainTreeNode from) {
            this.state = new ModelBuilder(DomainTreeNode.class, from);
        }

        /**
         * Sets the domain's id ({@code id}).
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
         * Sets the kind of domain ({@code type}).
         *
         * @param type the value; {@code null} clears it
         * @return this builder
         */
        public Builder type(String type) {
            state.put("type", type);
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
         * Sets the depth in the tree ({@code level}).
         *
         * @param level the value; {@code null} clears it
         * @return this builder
         */
        public Builder level(Long level) {
            state.put("level", level);
            return this;
        }

        /**
         * Sets the child domains ({@code children}).
         *
         * @param children the value; {@code null} clears it
         * @return this builder
         */
        public Builder children(List<DomainTreeNode> children) {
            state.put("children", children);
            return this;
        }

        /**
         * Sets a field {@code DomainTreeNode} has no accessor for; it reads back through
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
         * Sets several fields {@code DomainTreeNode} has no accessor for.
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
         * Removes a field {@code DomainTreeNode} has no accessor for.
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
         * Builds the {@code DomainTreeNode} from the fields set so far, as an answer holding them is decoded; the
         * builder can go on being used.
         *
         * @return the model, equal to the one decoded from the same JSON
         * @throws IllegalStateException if the fields do not decode into the model
         */
        @Override
        public DomainTreeNode build() {
            return state.build(DomainTreeNode.class);
        }

        /** Names the model type and the JSON names of the fields set, never their values. */
        @Override
        public String toString() {
            return state.toString();
        }
    }
}
