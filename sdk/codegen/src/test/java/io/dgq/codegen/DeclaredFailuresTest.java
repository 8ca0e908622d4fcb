package io.dgq.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import io.dgq.codegen.ApiDescription.Client;
import io.dgq.codegen.ApiDescription.Method;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A method's {@code @throws} follow the answers its operation declares: {@code DgqConflictException} wherever a 409
 * is declared, and the not-found and validation failures only where a 404 and a 400 are.
 */
class DeclaredFailuresTest {

    @Test
    void everyMethodNamesTheFailuresItsOperationDeclares() throws Exception {
        ApiDescription description = ApiDescription.read(Path.of("..", "..").resolve(Generator.DOCUMENT));
        int conflicts = 0;
        for (Client client : description.clients()) {
            for (Method method : client.methods()) {
                List<String> named = Prose.of(client, method).throwsDocs().stream()
                        .map(t -> t[0])
                        .toList();
                String where = method.route();
                if (method.errorStatuses().contains("409")) {
                    conflicts++;
                    assertThat(named).as(where).contains("DgqConflictException");
                }
                if (named.contains(Prose.NOT_FOUND) && !method.throwsDocs().containsKey(Prose.NOT_FOUND)) {
                    assertThat(method.errorStatuses()).as(where).contains("404");
                }
                if (named.contains(Prose.VALIDATION) && !method.throwsDocs().containsKey(Prose.VALIDATION)) {
                    assertThat(method.errorStatuses()).as(where).contains("400");
                }
            }
        }
        assertThat(conflicts)
                .as("the creates and updates of domains, applications, tags and glossaries; the deletes of field tabs"
                        + " and groups")
                .isEqualTo(10);
    }
}
