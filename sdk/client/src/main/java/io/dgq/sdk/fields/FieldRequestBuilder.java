// Generated from src/docs/openapi.json by sdk/codegen. Do not edit: change the document and regenerate.
package io.dgq.sdk.fields;

import io.dgq.sdk.model.JsonObject;
import io.dgq.sdk.model.WriteRequest;
import java.util.List;

/**
 * The settable fields of a custom field, shared by {@link FieldCreateRequest.Builder} and
 * {@link FieldUpdateRequest.Builder}. Each setter sends its field; {@code null} sends {@code null}, which clears the
 * field on update.
 *
 * @param <R> the request built
 * @param <B> the concrete builder
 */
public abstract class FieldRequestBuilder<R extends WriteRequest, B extends FieldRequestBuilder<R, B>>
        extends WriteRequest.Builder<R, B> {
    FieldRequestBuilder() {}

    /**
     * Sets {@code name}.
     *
     * @param name the field's name
     * @return this builder
     */
    public B name(String name) {
        return set("name", name);
    }

    /**
     * Sets {@code description}.
     *
     * @param description the description
     * @return this builder
     */
    public B description(String description) {
        return set("description", description);
    }

    /**
     * Sets {@code data_type}.
     *
     * @param dataType the kind of value the field holds
     * @return this builder
     */
    public B dataType(String dataType) {
        return set("data_type", dataType);
    }

    /**
     * Sets {@code level}.
     *
     * @param level the level of records the field applies to
     * @return this builder
     */
    public B level(String level) {
        return set("level", level);
    }

    /**
     * Sets {@code field_tab_id}.
     *
     * @param fieldTabId the id of the tab the field is shown on
     * @return this builder
     */
    public B fieldTabId(String fieldTabId) {
        return set("field_tab_id", fieldTabId);
    }

    /**
     * Sets {@code field_group_id}.
     *
     * @param fieldGroupId the id of the group the field belongs to, or {@code null} for none
     * @return this builder
     */
    public B fieldGroupId(String fieldGroupId) {
        return set("field_group_id", fieldGroupId);
    }

    /**
     * Sets {@code icon}.
     *
     * @param icon the icon
     * @return this builder
     */
    public B icon(String icon) {
        return set("icon", icon);
    }

    /**
     * Sets {@code options}.
     *
     * @param options the choices of a field with a fixed set of values
     * @return this builder
     */
    public B options(List<JsonObject> options) {
        return set("options", options);
    }

    /**
     * Sets {@code display_order}.
     *
     * @param displayOrder the position of the field on its tab
     * @return this builder
     */
    public B displayOrder(Long displayOrder) {
        return set("display_order", displayOrder);
    }

    /**
     * Sets {@code is_active}.
     *
     * @param isActive whether the field is active
     * @return this builder
     */
    public B isActive(Boolean isActive) {
        return set("is_active", isActive);
    }
}
