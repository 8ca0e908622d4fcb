package io.dgq.sdk;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The SDK's packages are the layers src/docs/architecture.md draws, checked on the compiled classes with ArchUnit:
 * the core types and the transport interface at the bottom, then the exceptions, the JSON mapper, the JSON values,
 * the model runtime, the models, paging, the call path's machinery and its pipeline, the transports beside it, the
 * resource packages above them, the wiring of generated implementations above those, which only the root package
 * imports, and at the top the root package, which nothing imports. No cycle passes through two packages.
 */
class SdkLayersTest {

    private static final String SDK = "io.dgq.sdk";

    /** The packages of the resource clients and their models. */
    private static final List<String> RESOURCES = List.of(
            "alertclusters",
            "applications",
            "auth",
            "conversations",
            "documents",
            "domains",
            "fields",
            "glossaries",
            "metricdetails",
            "metrictemplates",
            "parameters",
            "patterns",
            "sources",
            "tags",
            "terms");

    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages(SDK);

    @Test
    void theLayersImportOnlyWhatIsBelowThem() {
        layeredArchitecture()
                .consideringOnlyDependenciesInLayers()
                .layer("Root")
                .definedBy(SDK)
                .layer("Wiring")
                .definedBy(SDK + ".internal.clients..")
                .layer("Resources")
                .definedBy(
                        RESOURCES.stream().map(name -> SDK + "." + name + "..").toArray(String[]::new))
                .layer("Transports")
                .definedBy(SDK + ".http.okhttp..", SDK + ".http.jdk..")
                .layer("Pipeline")
                .definedBy(SDK + ".internal.pipeline")
                .layer("Machinery")
                .definedBy(SDK + ".internal")
                .layer("Paging")
                .definedBy(SDK + ".paging")
                .layer("Models")
                .definedBy(SDK + ".model")
                .layer("ModelRuntime")
                .definedBy(SDK + ".internal.models")
                .layer("JsonValues")
                .definedBy(SDK + ".json")
                .layer("Json")
                .definedBy(SDK + ".internal.json")
                .layer("Errors")
                .definedBy(SDK + ".errors")
                .layer("Core")
                .definedBy(SDK + ".core..", SDK + ".http", SDK + ".observability..")
                .whereLayer("Wiring")
                .mayOnlyBeAccessedByLayers("Root")
                .whereLayer("Root")
                .mayNotBeAccessedByAnyLayer()
                .whereLayer("Resources")
                .mayOnlyBeAccessedByLayers("Wiring", "Root")
                .whereLayer("Transports")
                .mayOnlyBeAccessedByLayers("Wiring", "Root")
                .whereLayer("Transports")
                .mayOnlyAccessLayers(
                        "Machinery", "Paging", "Models", "ModelRuntime", "JsonValues", "Json", "Errors", "Core")
                .whereLayer("Pipeline")
                .mayOnlyAccessLayers(
                        "Machinery", "Paging", "Models", "ModelRuntime", "JsonValues", "Json", "Errors", "Core")
                .whereLayer("Machinery")
                .mayOnlyAccessLayers("Paging", "Models", "ModelRuntime", "JsonValues", "Json", "Errors", "Core")
                .whereLayer("Paging")
                .mayOnlyAccessLayers("Models", "ModelRuntime", "JsonValues", "Json", "Errors", "Core")
                .whereLayer("Models")
                .mayOnlyAccessLayers("ModelRuntime", "JsonValues", "Json", "Errors", "Core")
                .whereLayer("ModelRuntime")
                .mayOnlyAccessLayers("JsonValues", "Json", "Errors", "Core")
                .whereLayer("JsonValues")
                .mayOnlyAccessLayers("Json", "Core")
                .whereLayer("Json")
                .mayOnlyAccessLayers("Core")
                .whereLayer("Errors")
                .mayOnlyAccessLayers("Core")
                .whereLayer("Core")
                .mayNotAccessAnyLayer()
                .check(CLASSES);
    }

    @Test
    void noPackageCycles() {
        slices().assignedFrom(new PackageSlices()).should().beFreeOfCycles().check(CLASSES);
    }

    /** One slice per package of the SDK. */
    private static final class PackageSlices implements SliceAssignment {

        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
            String name = javaClass.getPackageName();
            if (!name.equals(SDK) && !name.startsWith(SDK + ".")) {
                return SliceIdentifier.ignore();
            }
            return SliceIdentifier.of(name);
        }

        @Override
        public String getDescription() {
            return "the packages of " + SDK;
        }
    }
}
