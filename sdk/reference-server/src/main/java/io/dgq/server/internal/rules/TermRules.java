package io.dgq.server.internal.rules;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.data.store.RecordStore;

/** Terms resolve {@code glossary_name} from {@code glossary_id} and count their {@code linked_assets}. */
public final class TermRules implements RecordRules {

    private final RecordStore glossaries;

    public TermRules(RecordStore glossaries) {
        this.glossaries = glossaries;
    }

    @Override
    public void prepare(ObjectNode next, ObjectNode previous) {
        next.set("glossary_name", glossaryName(next.path("glossary_id").textValue()));
        next.put("linked_asset_count", next.path("linked_assets").size());
    }

    /** The name of a glossary, or {@code null} when the id names none. */
    JsonNode glossaryName(String glossaryId) {
        return glossaryId == null
                ? null
                : glossaries
                        .live(glossaryId)
                        .map(glossary -> glossary.get("name"))
                        .orElse(null);
    }
}
