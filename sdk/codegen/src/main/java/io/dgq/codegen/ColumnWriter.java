package io.dgq.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.dgq.codegen.ApiDescription.Column;
import io.dgq.codegen.ApiDescription.ColumnEnum;
import javax.lang.model.element.Modifier;

/**
 * Writes a column enum, for example {@code io.dgq.sdk.domains.DomainColumn}: one constant per scalar field of the
 * record schema a client's lists return, carrying the field's JSON name.
 */
final class ColumnWriter {

    private static final ClassName LIST_COLUMN = ClassName.get(Types.SDK + ".paging", "ListColumn");

    private ColumnWriter() {}

    static JavaFile write(ColumnEnum columns) {
        TypeSpec.Builder type = TypeSpec.enumBuilder(columns.name())
                .addModifiers(Modifier.PUBLIC)
                .addSuperinterface(LIST_COLUMN)
                .addJavadoc(new Javadoc()
                        .paragraph("The columns " + columns.scope()
                                + " can be sorted and filtered by: the scalar fields of {@link " + columns.of() + "}.")
                        .render(0));
        for (Column column : columns.columns()) {
            type.addEnumConstant(
                    Types.snake(column.javaName()),
                    TypeSpec.anonymousClassBuilder("$S", column.json())
                            .addJavadoc(
                                    "Sorts or filters by {@code $L}$L.",
                                    column.json(),
                                    column.respelt() ? " (spelt so on the wire)" : "")
                            .build());
        }
        type.addField(FieldSpec.builder(String.class, "columnName", Modifier.PRIVATE, Modifier.FINAL)
                .build());
        type.addMethod(MethodSpec.constructorBuilder()
                .addParameter(String.class, "columnName")
                .addStatement("this.columnName = columnName")
                .build());
        type.addMethod(MethodSpec.methodBuilder("columnName")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(String.class)
                .addStatement("return columnName")
                .build());
        return JavaFile.builder(columns.packageName(), type.build())
                .indent(Generator.INDENT)
                .build();
    }
}
