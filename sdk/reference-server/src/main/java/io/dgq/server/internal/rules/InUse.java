package io.dgq.server.internal.rules;

import io.dgq.server.internal.data.store.RecordStore;
import io.dgq.server.internal.error.ApiError;

/**
 * A record that live records of another kind name may not be deleted: a field tab while a field's
 * {@code field_tab_id} names it, a field group while a field's {@code field_group_id} does. The delete is a 409 naming
 * how many records still use it; once they are moved or deleted, it succeeds. Otherwise those records could not be
 * put back unchanged (their reference would name nothing).
 */
public final class InUse implements RecordRules {

    private final String label;
    private final RecordStore users;
    private final String field;

    /**
     * Rules for a kind whose records {@code users} name in their {@code field}.
     *
     * @param label what the record is, for the message, such as {@code field tab}
     * @param users the store of the records that name it
     * @param field the indexed member that names it, such as {@code field_tab_id}
     */
    public InUse(String label, RecordStore users, String field) {
        this.label = label;
        this.users = users;
        this.field = field;
    }

    @Override
    public void beforeDelete(String id) {
        int count = users.where(field, id).size();
        if (count > 0) {
            throw ApiError.conflict(
                    "id",
                    "names a " + label + " that " + count + " " + users.label() + (count == 1 ? "" : "s")
                            + " still use (" + field + "); move or delete them first");
        }
    }
}
