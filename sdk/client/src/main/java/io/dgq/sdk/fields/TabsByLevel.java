// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.ApiObject;
import java.util.List;

/** The tabs holding fields of one level, as {@code POST /governance/field/tabs-by-level} answers them. */
public final class TabsByLevel extends ApiObject {
    static {
        ModelFields.register(TabsByLevel.class, new Fields());
    }

    @JsonProperty("level")
    private String level;

    @JsonProperty("tabs")
    private List<FieldTab> tabs;

    private TabsByLevel() {}

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

    /** {@return the level asked for ({@code level})} */
    public String level() {
        return ModelFields.decoded(this, "level", level);
    }

    /** {@return the tabs ({@code tabs})} */
    public List<FieldTab> tabs() {
        return ModelFields.listOf(ModelFields.decoded(this, "tabs", tabs));
    }

    /** The fields {@code TabsByLevel} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<TabsByLevel> {
        @Override
        public boolean equal(TabsByLevel a, TabsByLevel b) {
            return ModelFields.sameValue(a.level, b.level)
                    && ModelFields.listOf(a.tabs).equals(ModelFields.listOf(b.tabs));
        }

        @Override
        public int hash(TabsByLevel model) {
            return ModelFields.hashOf(model.level, ModelFields.listOf(model.tabs));
        }

        @Override
        public void describe(TabsByLevel model, ModelFields.Sink sink) {
            sink.add("level", model.level).add("tabs", model.tabs);
        }
    }

    /** Builds a {@link TabsByLevel}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<TabsByLevel, Builder> {
        private Builder(TabsByLevel from) {
            super(TabsByLevel.class, from);
        }

        /**
         * Sets the level asked for ({@code level}).
         *
         * @param level the value; {@code null} clears it
         * @return this builder
         */
        public Builder level(String level) {
            return put("level", level);
        }

        /**
         * Sets the tabs ({@code tabs}).
         *
         * @param tabs the value; {@code null} clears it
         * @return this builder
         */
        public Builder tabs(List<FieldTab> tabs) {
            return put("tabs", tabs);
        }
    }
}
