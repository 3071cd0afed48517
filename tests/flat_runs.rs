//! Whole-array operations on arrays walked as one run (`array::flat`,
//! `eval::kernels`) against the general path: the same values laid out
//! in Fortran order, which no one run walks (the kernels refuse it, and
//! `values` reads it line by line), must give bit for bit the same
//! results — reductions, float ufuncs, comparisons, conversions,
//! fills, `np.where` — with NaN, signed zeros, ties and wrapping values.

use arr::array::flat;
use arr::array::{Array, DType, Scalar};
use arr::eval::arrays::{Reduce, binary, compare, copy_of, reduce, unary_map};
use arr::eval::value::Value;
use arr::syntax::ast::{BinOp, CmpOp};
use proptest::prelude::*;
use std::sync::Arc;

/// Element values that exercise the edge cases.
fn element() -> impl Strategy<Value = f64> {
    prop_oneof![
        Just(f64::NAN),
        Just(-0.0),
        Just(0.0),
        Just(1.5),
        Just(-1.5),
        Just(300.0),
        Just(-129.0),
        (-1000i64..1000).prop_map(|i| i as f64),
        -1e6f64..1e6,
    ]
}

/// A `rows x cols` array of `dtype` holding `vals` in C order, in C
/// order (a run) and in Fortran order (no run).
fn layouts(vals: &[f64], rows: usize, cols: usize, dtype: DType) -> (Arc<Array>, Arc<Array>) {
    let c = Array::zeros(dtype, &[rows, cols], false).expect("small array");
    for (off, v) in c.offsets().zip(vals) {
        let s = if dtype == DType::I64 {
            Scalar::Int(if v.is_nan() { 7 } else { *v as i64 })
        } else {
            Scalar::Float(*v)
        };
        c.store(off, s);
    }
    let f = copy_of(&c, dtype, true).expect("copy");
    assert!(
        flat::c_step(&f).is_none(),
        "the Fortran copy walks as a run"
    );
    (Arc::new(c), Arc::new(f))
}

fn scalar_bits(vals: &[Scalar]) -> Vec<u64> {
    vals.iter()
        .map(|s| match s {
            Scalar::Float(x) => x.to_bits(),
            Scalar::Int(i) => *i as u64,
            Scalar::Bool(b) => *b as u64,
            Scalar::Complex(re, _) => re.to_bits(),
        })
        .collect()
}

/// An array's elements in C order as bits, with their dtype.
fn bits(v: &Value) -> (String, Vec<u64>) {
    match v {
        Value::Array(a) => (
            a.dtype.name().to_string(),
            scalar_bits(&a.offsets().map(|o| a.load(o)).collect::<Vec<_>>()),
        ),
        Value::NpScalar(s, d) => (d.name().to_string(), scalar_bits(&[*s])),
        other => (other.repr(), Vec::new()),
    }
}

fn dims() -> impl Strategy<Value = (usize, usize)> {
    (2usize..6, 2usize..6)
}

proptest! {
    #[test]
    fn runs_and_element_walks_agree(
        (rows, cols) in dims(),
        vals in proptest::collection::vec(element(), 36),
        int in any::<bool>(),
        pivot in element(),
    ) {
        let dtype = if int { DType::I64 } else { DType::F64 };
        let (c, f) = layouts(&vals, rows, cols, dtype);
        for x in [&c, &f] {
            // `f` is read line by line along its last axis.
            let walked: Vec<Scalar> = x.offsets().map(|o| x.load(o)).collect();
            prop_assert_eq!(scalar_bits(&flat::values(x).expect("runs")), scalar_bits(&walked));
        }
        for r in [Reduce::Min, Reduce::Max, Reduce::ArgMin, Reduce::ArgMax, Reduce::Std(0), Reduce::Var(1), Reduce::Sum, Reduce::Mean] {
            let (x, y) = (reduce(&c, r, None), reduce(&f, r, None));
            match (x, y) {
                (Ok(x), Ok(y)) => prop_assert_eq!(bits(&x), bits(&y)),
                (x, y) => prop_assert_eq!(x.is_err(), y.is_err()),
            }
        }
        let (vc, vf) = (Value::Array(c.clone()), Value::Array(f.clone()));
        for (name, g) in [("sqrt", f64::sqrt as fn(f64) -> f64), ("exp", f64::exp), ("floor", f64::floor)] {
            let (x, y) = (unary_map(&vc, name, g).expect("ufunc"), unary_map(&vf, name, g).expect("ufunc"));
            prop_assert_eq!(bits(&x), bits(&y));
        }
        let p = if int { Value::Int(pivot.clamp(-1e3, 1e3) as i64) } else { Value::Float(pivot) };
        for op in [CmpOp::Lt, CmpOp::Le, CmpOp::Gt, CmpOp::Ge, CmpOp::Eq, CmpOp::Ne] {
            let x = compare(op, &vc, &p).expect("compare").expect("an array");
            let y = compare(op, &vf, &p).expect("compare").expect("an array");
            prop_assert_eq!(bits(&x), bits(&y));
            let x = compare(op, &vc, &vc).expect("compare").expect("an array");
            let y = compare(op, &vf, &vf).expect("compare").expect("an array");
            prop_assert_eq!(bits(&x), bits(&y));
        }
        let q = Value::Float(pivot);
        for op in [BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::Div, BinOp::FloorDiv, BinOp::Mod, BinOp::Pow] {
            for (l, r) in [(&vc, &q), (&vc, &vc), (&q, &vc)] {
                let lf = if std::ptr::eq(l, &vc) { &vf } else { l };
                let rf = if std::ptr::eq(r, &vc) { &vf } else { r };
                match (binary(op, l, r), binary(op, lf, rf)) {
                    (Ok(x), Ok(y)) => prop_assert_eq!(x.as_ref().map(bits), y.as_ref().map(bits), "{:?}", op),
                    // Integers to negative powers: both refuse.
                    (x, y) => prop_assert_eq!(x.is_err(), y.is_err(), "{:?}", op),
                }
            }
        }
        for to in [DType::F64, DType::F32, DType::I64, DType::I32, DType::U8, DType::I8, DType::Bool] {
            if dtype == DType::F64 && to != DType::F64 && to != DType::F32 && to != DType::Bool {
                // Float to integer of NaN or out of range is undefined in C.
                continue;
            }
            let x = copy_of(&c, to, false).expect("astype");
            let y = copy_of(&f, to, false).expect("astype");
            prop_assert_eq!(bits(&Value::Array(Arc::new(x))), bits(&Value::Array(Arc::new(y))));
        }
    }

    #[test]
    fn fills_and_choices_agree_with_the_element_model(
        n in 1usize..40,
        step in prop_oneof![Just(1isize), Just(2), Just(-1), Just(-3)],
        vals in proptest::collection::vec(element(), 40),
        to in prop_oneof![Just(DType::I8), Just(DType::U8), Just(DType::I32), Just(DType::F32), Just(DType::F64), Just(DType::Bool)],
    ) {
        let v = Scalar::Int(vals[0].clamp(-1e3, 1e3) as i64);
        let base = Array::zeros(to, &[n * step.unsigned_abs()], false).expect("small array");
        let mut view = base.clone();
        view.shape = vec![n];
        view.strides = vec![step * to.itemsize() as isize];
        if step < 0 {
            view.offset = (n * step.unsigned_abs() - 1) * to.itemsize();
        }
        view.fill(v);
        let model = Array::zeros(to, &[n * step.unsigned_abs()], false).expect("small array");
        for k in 0..n {
            let at = view.offset as isize + k as isize * view.strides[0];
            model.store(at as usize, to.wrap(v));
        }
        prop_assert_eq!(scalar_bits(&base.values()), scalar_bits(&model.values()));

        let mask: Vec<bool> = vals.iter().map(|x| *x > 0.0).collect();
        let m = Array::zeros(DType::Bool, &[n], false).expect("small array");
        let (x, y) = (
            Array::zeros(DType::F64, &[n], false).expect("small array"),
            Array::zeros(DType::I64, &[n], false).expect("small array"),
        );
        for k in 0..n {
            m.store(k, Scalar::Bool(mask[k]));
            x.store(8 * k, Scalar::Float(vals[k]));
            y.store(8 * k, Scalar::Int(k as i64 - 5));
        }
        let out = arr::eval::kernels::choose(&m, &x, &y, DType::F64, &[n]).expect("a run");
        for k in 0..n {
            let want = if mask[k] { vals[k] } else { k as f64 - 5.0 };
            prop_assert_eq!(out.load(8 * k).as_f64().to_bits(), want.to_bits());
        }
    }
}
