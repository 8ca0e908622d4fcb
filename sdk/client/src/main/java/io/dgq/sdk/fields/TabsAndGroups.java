package io.dgq.sdk.fields;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import java.util.List;

/** Every field tab and every field group, as {@code GET /governance/field/tabs-groups} answers them. */
public final class TabsAndGroups extends ApiObject {

    @JsonProperty("tab")
    private List<FieldTab> tabs;
    @JsonProperty("group")
    private List<FieldGroup> groups;

    private TabsAndGroups() {
    }

    /** {@return the tabs ({@code tab})} */
    public List<FieldTab> tabs() {
        return listOf(tabs);
    }

    /** {@return the groups ({@code group})} */
    public List<FieldGroup> groups() {
        return listOf(groups);
    }

    @Override
    public String toString() {
        return "TabsAndGroups{tabs=" + tabs() + ", groups=" + groups() + "}";
    }
}
