package io.dgq.server.internal.rules;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dgq.server.internal.data.store.RecordStore;
import io.dgq.server.internal.data.store.StoredRecord;
import io.dgq.server.internal.error.StoreException;
import java.util.Objects;

/** Glossaries nest by {@code parent_id}; renaming or deleting one refreshes the {@code glossary_name} of its terms. */
public final class GlossaryRules implements RecordRules {

    private final Hierarchy hierarchy;
    private final RecordStore terms;
    private final TermRules termRules;

    public GlossaryRules(RecordStore glossaries, RecordStore terms, TermRules termRules) {
        this.hierarchy = new Hierarchy(glossaries);
        this.terms = terms;
        this.termRules = termRules;
    }

    @Override
    public void prepare(ObjectNode next, ObjectNode previous) {
        hierarchy.prepare(next, previous);
    }

    @Override
    public void propagate(ObjectNode previous, ObjectNode next) {
        if (previous == null || (next != null && Objects.equals(previous.get("name"), next.get("name")))) {
            return;
        }
        String glossaryId = previous.path("id").asText();
        for (StoredRecord term : terms.where("glossary_id", glossaryId)) {
            try {
                terms.update(term.id("id"), node -> node.set("glossary_name", termRules.glossaryName(glossaryId)));
            } catch (StoreException.Missing deletedMeanwhile) {
                // The term went away while the glossary changed: nothing to refresh.
            }
        }
    }
}
