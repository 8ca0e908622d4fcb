package io.dgq.server.internal.routes;

import io.dgq.server.internal.data.store.StoredRecord;
import io.dgq.server.internal.resources.Resource;
import io.dgq.server.internal.resources.Workspace;
import io.dgq.server.internal.routing.Call;
import io.dgq.server.internal.routing.Reply;
import java.util.function.Predicate;

/** The special routes of documents and conversations: lists by object and the latest documents. */
final class CollaborationRoutes {

    private final Workspace workspace;

    CollaborationRoutes(Workspace workspace) {
        this.workspace = workspace;
    }

    /** The documents of one object, taking a list body. */
    Reply documentsByObject(Call call) {
        return byObject(workspace.documents, call);
    }

    /** The conversations of one object, taking a list body. */
    Reply conversationsByObject(Call call) {
        return byObject(workspace.conversations, call);
    }

    /** Every document, newest first unless the list body sorts otherwise. */
    Reply latestDocuments(Call call) {
        Resource documents = workspace.documents;
        return Reply.of("Latest documents", documents.listAnswer(documents.query(call), record -> true, true));
    }

    private static Reply byObject(Resource resource, Call call) {
        String category = call.param("category");
        String objectId = call.param("objectId");
        Predicate<StoredRecord> ofObject =
                record -> objectId.equals(record.text("object_id")) && category.equals(record.text("category"));
        return Reply.of(
                resource.displayName() + "s of the object", resource.listAnswer(resource.query(call), ofObject, false));
    }
}
