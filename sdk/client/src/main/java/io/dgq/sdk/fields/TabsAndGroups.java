// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.internal.ModelFields;
import io.dgq.sdk.model.ApiObject;
import java.util.List;

/** Every field tab and every field group, as {@code GET /governance/field/tabs-groups} answers them. */
public final class TabsAndGroups extends ApiObject {
    static {
        ModelFields.register(TabsAndGroups.class, new Fields());
    }

    @JsonProperty("tab")
    private List<FieldTab> tabs;

    @JsonProperty("group")
    private List<FieldGroup> groups;

    private TabsAndGroups() {}

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

    /** {@return the tabs ({@code tab})} */
    public List<FieldTab> tabs() {
        return ModelFields.listOf(ModelFields.decoded(this, "tab", tabs));
    }

    /** {@return the groups ({@code group})} */
    public List<FieldGroup> groups() {
        return ModelFields.listOf(ModelFields.decoded(this, "group", groups));
    }

    /** The fields {@code TabsAndGroups} declares, for {@code equals}, {@code hashCode} and {@code toString()}. */
    private static final class Fields implements ModelFields.Table<TabsAndGroups> {
        @Override
        public boolean equal(TabsAndGroups a, TabsAndGroups b) {
            return ModelFields.listOf(a.tabs).equals(ModelFields.listOf(b.tabs))
                    && ModelFields.listOf(a.groups).equals(ModelFields.listOf(b.groups));
        }

        @Override
        public int hash(TabsAndGroups model) {
            return ModelFields.hashOf(ModelFields.listOf(model.tabs), ModelFields.listOf(model.groups));
        }

        @Override
        public void describe(TabsAndGroups model, ModelFields.Sink sink) {
            sink.add("tab", model.tabs).add("group", model.groups);
        }
    }

    /** Builds a {@link TabsAndGroups}: one setter per field, named like its accessor. */
    public static final class Builder extends ApiObject.Builder<TabsAndGroups, Builder> {
        private Builder(TabsAndGroups from) {
            super(TabsAndGroups.class, from);
        }

        /**
         * Sets the tabs ({@code tab}).
         *
         * @param tabs the value; {@code null} clears it
         * @return this builder
         */
        public Builder tabs(List<FieldTab> tabs) {
            return put("tab", tabs);
        }

        /**
         * Sets the groups ({@code group}).
         *
         * @param groups the value; {@code null} clears it
         * @return this builder
         */
        public Builder groups(List<FieldGroup> groups) {
            return put("group", groups);
        }
    }
}
