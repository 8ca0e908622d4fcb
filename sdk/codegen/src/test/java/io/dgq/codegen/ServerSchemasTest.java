package io.dgq.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dgq.codegen.ServerSchemas.Member;
import io.dgq.codegen.ServerSchemas.Stored;
import org.junit.jupiter.api.Test;

/**
 * The rules by which the server's record schemas are read from the document: types, required and server-managed
 * members, the list item, nested records, and a clear refusal of an extension that does not fit the document.
 */
class ServerSchemasTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static final String OWNER = "'Owner': {'type': 'object', 'x-dgq-server': {'nested': 'OWNER'},"
            + " 'properties': {'id': {'type': ['string', 'null']}, 'tags': {'type': 'array'}}},";

    @Test
    void aNonNullListTheInputSchemaAllowsNullForResetsOnNull() throws Exception {
        String nested = "'Creds': {'type': 'object', 'x-dgq-server': {'nested': 'CREDS', 'input': 'CredsInput'},"
                + " 'properties': {'dbs': {'type': 'array'}, 'port': {'type': 'string'}, 'tags': {'type': 'array'}}},"
                + "'CredsInput': {'type': 'object', 'properties': {'dbs': {'type': ['array', 'null']},"
                + " 'port': {'type': 'string', 'minLength': 1}, 'tags': {'type': 'array'}}}";
        assertThat(ServerSchemas.read(components(nested)).nested())
                .singleElement()
                .satisfies(creds -> {
                    assertThat(creds.nonNull()).containsExactly("dbs", "port", "tags");
                    assertThat(creds.nullResets()).containsExactly("dbs");
                });
        assertThatThrownBy(() -> ServerSchemas.read(components(
                        nested.replace("{'type': 'string', 'minLength': 1}", "{'type': ['string', 'null']}"))))
                .hasMessageContaining("Creds.port")
                .hasMessageContaining("only a list resets");
    }

    @Test
    void readsTypesRequiredServerManagedAndTheListItem() throws Exception {
        ServerSchemas schemas = ServerSchemas.read(components(OWNER
                + "'Thing': {'type': 'object', 'x-dgq-server': {'record': 'thing', 'write': 'ThingWrite',"
                + " 'listItem': 'ThingItem', 'answerOnly': ['secret']}, 'properties': {"
                + " 'id': {'type': 'string'}, 'name': {'type': 'string'}, 'size': {'type': ['integer', 'null']},"
                + " 'score': {}, 'owner': {'type': 'array', 'items': {'$ref': '#/components/schemas/Owner'}},"
                + " 'lead': {'anyOf': [{'$ref': '#/components/schemas/Owner'}, {'type': 'null'}]},"
                + " 'tags': {'type': 'array', 'items': {'type': 'string'}}, 'any': {'type': 'array'},"
                + " 'secret': {'type': 'string'}}},"
                + "'ThingItem': {'type': 'object', 'properties': {'name': {}, 'id': {}, 'count': {'type': 'integer'}}},"
                + "'ThingWrite': {'type': 'object', 'properties': {'id': {'x-dgq-derived': true},"
                + " 'name': {'type': 'string'}, 'size': {'type': ['integer', 'null']}, 'score': {},"
                + " 'owner': {'type': 'array'}, 'lead': {}, 'tags': {'type': ['array', 'null']}, 'any': {}}}"));
        assertThat(schemas.nested()).singleElement().satisfies(owner -> {
            assertThat(owner.constant()).isEqualTo("OWNER");
            assertThat(owner.closed()).isFalse();
            assertThat(owner.nonNull()).containsExactly("tags");
        });
        Stored thing = schemas.records().get(0);
        assertThat(thing.members())
                .containsExactly(
                        new Member("id", "strings", null),
                        new Member("name", "strings", null),
                        new Member("size", "integers", null),
                        new Member("score", "anyValues", null),
                        new Member("owner", "objectArrays", "OWNER"),
                        new Member("lead", "objects", "OWNER"),
                        new Member("tags", "stringArrays", null),
                        new Member("any", "arrays", null),
                        new Member("count", "integers", null));
        assertThat(thing.required()).containsExactly("name", "owner");
        assertThat(thing.serverManaged()).containsExactly("id", "count");
        assertThat(thing.listOnly()).containsExactly("count");
        assertThat(thing.listItem()).containsExactly("name", "id", "count");
    }

    @Test
    void refusesAnExtensionThatDoesNotFitTheDocument() {
        assertThatThrownBy(
                        () -> ServerSchemas.read(
                                components(
                                        "'Thing': {'x-dgq-server': {'record': 'thing', 'write': 'Missing'}, 'properties': {'id': {}}}")))
                .hasMessage("Thing: names Missing, which the document does not have");
        assertThatThrownBy(() -> ServerSchemas.read(components("'Thing': {'x-dgq-server': {'record': 'thing',"
                        + " 'write': 'Thing', 'answerOnly': ['token']}, 'properties': {'id': {}}}")))
                .hasMessage("Thing: answerOnly names members it does not have: [token]");
        assertThatThrownBy(() -> ServerSchemas.read(components("'Thing': {'x-dgq-server': {'record': 'thing',"
                        + " 'write': 'Thing'}, 'properties': {'id': {'$ref': '#/components/schemas/Other'}}}")))
                .hasMessage("Thing.id: refers to Other, which is no nested record");
        assertThatThrownBy(
                        () -> ServerSchemas.read(
                                components(
                                        "'Thing': {'x-dgq-server': {'record': 'thing', 'write': 'Thing'}, 'properties': {'name': {}}}")))
                .hasMessage("Thing: has no id member id");
        assertThatThrownBy(() -> ServerSchemas.read(components(
                        "'Thing': {'x-dgq-server': {'nested': 'T', 'record': 't'}, 'properties': {'id': {}}}")))
                .hasMessage("Thing: x-dgq-server is neither nested nor record");
    }

    private static JsonNode components(String schemas) throws Exception {
        return JSON.readTree(("{" + schemas + "}").replace('\'', '"'));
    }
}
