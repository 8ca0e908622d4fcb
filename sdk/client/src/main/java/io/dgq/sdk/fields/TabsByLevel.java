package io.dgq.sdk.fields;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.dgq.sdk.model.ApiObject;
import java.util.List;

/** The tabs holding fields of one level, as {@code POST /governance/field/tabs-by-level} answers them. */
public final class TabsByLevel extends ApiObject {

    @JsonProperty("level")
    private String level;
    @JsonProperty("tabs")
    private List<FieldTab> tabs;

    private TabsByLevel() {
    }

    /** {@return the level asked for ({@code level})} */
    public String level() {
        return level;
    }

    /** {@return the tabs ({@code tabs})} */
    public List<FieldTab> tabs() {
        return listOf(tabs);
    }

    @Override
    public String toString() {
        return "TabsByLevel{level=" + level + ", tabs=" + tabs() + "}";
    }
}
