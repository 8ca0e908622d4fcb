package io.dgq.sdk.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.dgq.sdk.internal.checks.Companion;
import io.dgq.sdk.internal.json.JsonForm;

/**
 * An open enumeration's raw string, as a free-form value or a request's field sends it: {@link OpenEnum}'s
 * {@link Companion}; not public.
 */
final class OpenEnumForm implements JsonForm {
    @Override
    public JsonNode toTree(Object value, String where) {
        return JsonNodeFactory.instance.textNode(((OpenEnum) value).value());
    }
}
